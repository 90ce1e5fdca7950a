import { ARTICLE } from './article.fixture';
import {
  type FieldKind,
  addableProperties,
  fieldFor,
  fieldText,
  formFields,
  humanize,
  inputTypeFor,
  readField,
  writeField,
} from './json-ld-form';
import { editableNode, parseDocument, primaryType, withType } from './json-ld-document';

const property = (name: string) => ARTICLE.properties.find((p) => p.name === name)!;

describe('json-ld-form', () => {
  it('builds the form from required and recommended properties, required first', () => {
    const fields = formFields(ARTICLE, { '@type': 'Article' }, []);
    expect(fields.map((f) => f.name)).toEqual(['headline', 'author', 'datePublished', 'image']);
    expect(fields[0]).toMatchObject({ label: 'Headline', kind: 'text', required: true });
  });

  it('shows properties the document already holds or the user added, and offers the rest', () => {
    const fields = formFields(ARTICLE, { '@type': 'Article', wordCount: 12 }, ['publisher']);
    expect(fields.map((f) => f.name)).toEqual([
      'headline',
      'author',
      'datePublished',
      'image',
      'wordCount',
      'publisher',
    ]);
    expect(addableProperties(ARTICLE, fields).map((p) => p.name)).toEqual([
      'description',
      'isAccessibleForFree',
    ]);
  });

  it('chooses inputs from expected types', () => {
    // The type Google expects (defaultType) leads the choice, whatever the range's alphabetical order.
    expect(fieldFor(property('author'))).toMatchObject({
      kind: 'node',
      nodeTypes: ['Person', 'Organization'],
    });
    expect(fieldFor(property('image')).kind).toBe('url');
    expect(fieldFor(property('datePublished')).kind).toBe('dateTime');
    expect(fieldFor(property('description')).kind).toBe('longText');
    expect(fieldFor(property('wordCount')).kind).toBe('number');
    expect(fieldFor(property('isAccessibleForFree')).kind).toBe('boolean');
    expect(humanize('isAccessibleForFree')).toBe('Is accessible for free');
  });

  it('writes literals, typed numbers, booleans and named nodes, and removes emptied values', () => {
    let node = withType(null, 'Article');
    node = writeField(node, fieldFor(property('headline')), { mode: 'literal', text: 'Hello' });
    node = writeField(node, fieldFor(property('wordCount')), { mode: 'literal', text: '42' });
    node = writeField(node, fieldFor(property('isAccessibleForFree')), {
      mode: 'literal',
      text: 'true',
    });
    node = writeField(node, fieldFor(property('author')), {
      mode: 'node',
      type: 'Person',
      name: 'Ada Lovelace',
    });
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Hello',
      wordCount: 42,
      isAccessibleForFree: true,
      author: { '@type': 'Person', name: 'Ada Lovelace' },
    });
    node = writeField(node, fieldFor(property('headline')), { mode: 'literal', text: '  ' });
    expect('headline' in node).toBe(false);
  });

  it('reads values back as lists for arrays, leaving complex ones to the JSON editor', () => {
    const node = {
      '@type': 'Article',
      headline: 'Hi',
      author: { '@type': 'Person', name: 'Ada' },
      publisher: {
        '@type': 'Organization',
        name: 'ACME',
        logo: { '@type': 'ImageObject', url: 'https://x/logo.png' },
      },
      image: ['https://x/1.png', 'https://x/2.png'],
    };
    expect(readField(node, fieldFor(property('headline')))).toEqual({
      mode: 'literal',
      text: 'Hi',
    });
    expect(readField(node, fieldFor(property('author')))).toEqual({
      mode: 'node',
      type: 'Person',
      name: 'Ada',
      node: node.author,
    });
    expect(readField(node, fieldFor(property('publisher')))).toMatchObject({
      mode: 'node',
      type: 'Organization',
      name: 'ACME',
    });
    expect(readField(node, fieldFor(property('image')))).toEqual({
      mode: 'list',
      items: ['https://x/1.png', 'https://x/2.png'],
    });
    expect(readField(node, fieldFor(property('wordCount')))).toEqual({ mode: 'empty' });
    expect(readField({ headline: { '@value': 'Hi' } }, fieldFor(property('headline')))).toEqual({
      mode: 'complex',
      summary: 'Object with 1 fields',
    });
    // A list-valued property reads as a list even while it holds one value or none.
    const images = fieldFor({ ...property('image'), repeatable: true });
    expect(readField({ image: 'https://x/1.png' }, images)).toEqual({
      mode: 'list',
      items: ['https://x/1.png'],
    });
    expect(readField({}, images)).toEqual({ mode: 'list', items: [] });
  });

  it('writes a list, and removes the property when it holds no item', () => {
    const images = fieldFor({ ...property('image'), repeatable: true });
    const node = writeField({ '@type': 'Article' }, images, { mode: 'list', items: ['a', 'b'] });
    expect(node['image']).toEqual(['a', 'b']);
    expect('image' in writeField(node, images, { mode: 'list', items: [] })).toBe(false);
  });

  it('keeps nested fields when the name or type of a node changes, and writes whole nested nodes', () => {
    const author = fieldFor(property('author'));
    let node = writeField({ '@type': 'Article' }, author, {
      mode: 'object',
      node: { '@type': 'Person', name: 'Ada', url: 'https://ada.test' },
    });
    node = writeField(node, author, { mode: 'node', type: 'Person', name: 'Ada L.' });
    expect(node['author']).toEqual({ '@type': 'Person', name: 'Ada L.', url: 'https://ada.test' });
    node = writeField(node, author, { mode: 'object', node: { '@type': 'Person' } });
    expect('author' in node).toBe(false);
  });

  it('keeps entered values when the type changes', () => {
    expect(
      withType(
        { '@context': 'https://schema.org', '@type': 'Article', headline: 'x' },
        'NewsArticle',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'x',
    });
  });

  it('parses the JSON editor text and says why it cannot', () => {
    expect(parseDocument('{"@type":"Article"}')).toEqual({ doc: { '@type': 'Article' } });
    expect(parseDocument('{"@type":')).toMatchObject({
      error: expect.stringMatching(/^Invalid JSON/),
    });
    expect(parseDocument('"text"')).toEqual({
      error: 'JSON-LD must be an object (or an array of objects).',
    });
  });

  it('edits only single nodes in the form and finds the primary type of graphs', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization' }, { '@type': 'WebSite' }],
    };
    expect(editableNode(graph)).toBeNull();
    expect(primaryType(graph)).toBe('Organization');
    expect(primaryType([{ '@type': ['Product', 'Thing'] }])).toBe('Product');
    expect(primaryType({ '@type': 'Article' })).toBe('Article');
  });

  it("shows a literal's text or a node's name in the input, and nothing for empty or complex values", () => {
    expect(fieldText({ mode: 'literal', text: '42' })).toBe('42');
    expect(
      fieldText({
        mode: 'node',
        type: 'Person',
        name: 'Ada',
        node: { '@type': 'Person', name: 'Ada' },
      }),
    ).toBe('Ada');
    expect(fieldText({ mode: 'empty' })).toBe('');
    expect(fieldText({ mode: 'complex', summary: '2 values' })).toBe('');
  });

  it('gives url, date and number fields their own input type and every other kind a text input', () => {
    const kinds: FieldKind[] = [
      'text',
      'longText',
      'url',
      'date',
      'dateTime',
      'number',
      'boolean',
      'node',
    ];
    expect(kinds.map(inputTypeFor)).toEqual([
      'text',
      'text',
      'url',
      'date',
      'text',
      'number',
      'text',
      'text',
    ]);
  });
});
