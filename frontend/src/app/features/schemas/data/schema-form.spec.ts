import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { ARTICLE } from './article.fixture';
import { fieldFor } from './json-ld-form';
import { answerTypeLookups, editorProviders, settle } from './schema-editor.fixture';
import { SchemaForm } from './schema-form';

describe('SchemaForm', () => {
  let form: SchemaForm;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: editorProviders() });
    form = TestBed.inject(SchemaForm);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function chooseArticle(): Promise<void> {
    form.chooseType('Article');
    await settle();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Article').flush(ARTICLE);
    await settle();
  }

  it('keeps the form and the JSON editor in sync both ways', async () => {
    await chooseArticle();
    expect(form.fields().map((f) => f.name)).toEqual([
      'headline',
      'author',
      'datePublished',
      'image',
    ]);

    form.setField(fieldFor(ARTICLE.properties[0]!), { mode: 'literal', text: 'Hello world' });
    expect(JSON.parse(form.jsonText())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Hello world',
    });
    expect(form.preview()).toContain('<script type="application/ld+json">');
    // A property now present may bring rule sets that apply only then: the requirements are read again.
    expect(await answerTypeLookups(http, ARTICLE)).toEqual(['headline']);

    form.editJson(
      '{"@context":"https://schema.org","@type":"Article","headline":"From JSON","wordCount":3}',
    );
    expect(form.node()?.['headline']).toBe('From JSON');
    expect(form.fields().map((f) => f.name)).toContain('wordCount');
    expect(await answerTypeLookups(http, ARTICLE)).toEqual(['headline,wordCount']);

    form.editJson('{"@context": ');
    expect(form.jsonError()).toMatch(/^Invalid JSON/);
    expect(form.jsonText()).toBe('{"@context": ');
    expect(form.node()?.['headline']).toBe('From JSON');
  });

  it('adds and removes optional properties', async () => {
    await chooseArticle();
    form.addField('publisher');
    expect(form.fields().at(-1)?.name).toBe('publisher');
    expect(form.addable().map((p) => p.name)).not.toContain('publisher');
    form.setField(fieldFor(ARTICLE.properties[7]!), {
      mode: 'node',
      type: 'Organization',
      name: 'ACME',
    });
    expect(await answerTypeLookups(http, ARTICLE)).toEqual(['publisher']);
    form.removeField('publisher');
    expect(form.node()?.['publisher']).toBeUndefined();
    expect(form.fields().map((f) => f.name)).not.toContain('publisher');
  });

  it('loads the vocabulary entry of the type the JSON names, once per type, and retries a failed look-up', async () => {
    form.editJson('{"@context":"https://schema.org","@type":"Recipe"}');
    await settle();
    http
      .expectOne((req) => req.url === '/api/vocabulary/types/Recipe')
      .flush({ error: 'Internal Server Error' }, { status: 500, statusText: 'Error' });
    await settle();
    expect(form.typeError()?.message).toBe('Internal Server Error');
    expect(form.fields()).toEqual([]);

    form.retryType();
    await settle();
    http
      .expectOne((req) => req.url === '/api/vocabulary/types/Recipe')
      .flush({ ...ARTICLE, name: 'Recipe' });
    await settle();
    expect(form.typeError()).toBeNull();
    expect(form.typeDetail()?.name).toBe('Recipe');

    await chooseArticle();
    form.editJson('{"@context":"https://schema.org","@type":"Recipe"}');
    await settle();
    http.expectNone((req) => req.url === '/api/vocabulary/types/Recipe');
    expect(form.typeDetail()?.name).toBe('Recipe');
  });

  it('knows when the values differ from the saved ones, whatever the JSON spacing', () => {
    form.reset({
      name: 'Post',
      pageUrl: 'https://example.com/a',
      jsonLd: { '@context': 'https://schema.org', '@type': 'Article' },
    });
    expect(form.dirty()).toBe(false);
    form.editJson('{ "@context": "https://schema.org",   "@type": "Article" }');
    expect(form.dirty()).toBe(false);
    form.pageUrl.set('https://example.com/b');
    expect(form.dirty()).toBe(true);
    form.restore({
      name: 'Post',
      pageUrl: 'https://example.com/a',
      json: '{"@context":"https://schema.org","@type":"Article","headline":"x"}',
    });
    expect(form.dirty()).toBe(true);
    expect(form.baseline().json).not.toContain('headline');
  });
});
