import { expect } from 'chai';
import { Schema } from '../../src/domain/schema/schema.js';
import { InvalidSchemaTransitionError } from '../../src/domain/schema/schema-errors.js';
import type { SchemaStatus } from '../../src/domain/schema/schema-status.js';
import { ValidationError } from '../../src/domain/shared/domain-error.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-02T00:00:00Z');
const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hi' };

function draft(): Schema {
  return Schema.create({
    id: 's1',
    clientSiteId: 'c1',
    name: 'Post',
    pageUrl: 'https://a.example/post',
    jsonLd: article,
    now: t0,
    by: null,
  });
}

function inState(status: SchemaStatus): Schema {
  const schema = draft();
  if (status !== 'draft') schema.publish(t0, null);
  if (status === 'paused') schema.pause(t0, null);
  return schema;
}

describe('Schema aggregate', () => {
  it('starts as a draft with the type taken from @type', () => {
    const schema = draft();
    expect(schema.status).to.equal('draft');
    expect(schema.schemaType).to.equal('Article');
    expect(schema.isDelivered()).to.equal(false);
  });

  describe('allowed transitions', () => {
    it('draft -publish-> published, stamping publishedAt', () => {
      const schema = draft();
      schema.publish(t1, null);
      expect(schema.status).to.equal('published');
      expect(schema.publishedAt).to.equal(t1);
      expect(schema.updatedAt).to.equal(t1);
      expect(schema.isDelivered()).to.equal(true);
    });

    it('published -pause-> paused', () => {
      const schema = inState('published');
      schema.pause(t1, null);
      expect(schema.status).to.equal('paused');
      expect(schema.isDelivered()).to.equal(false);
    });

    it('paused -unpause-> published', () => {
      const schema = inState('paused');
      schema.unpause(t1, null);
      expect(schema.status).to.equal('published');
    });
  });

  describe('forbidden transitions', () => {
    const forbidden: [SchemaStatus, 'publish' | 'pause' | 'unpause'][] = [
      ['draft', 'pause'],
      ['draft', 'unpause'],
      ['published', 'publish'],
      ['published', 'unpause'],
      ['paused', 'publish'],
      ['paused', 'pause'],
    ];
    for (const [from, transition] of forbidden) {
      it(`${from} cannot ${transition}, and nothing changes`, () => {
        const schema = inState(from);
        const before = { ...schema };
        expect(() => schema[transition](t1, null))
          .to.throw(InvalidSchemaTransitionError)
          .with.property('message')
          .that.includes(from);
        expect({ ...schema }).to.deep.equal(before);
      });
    }

    it('names both states in the message', () => {
      expect(() => inState('draft').pause(t1, null)).to.throw(/draft.*paused|paused.*draft/);
    });
  });

  describe('edit', () => {
    for (const status of ['draft', 'published', 'paused'] as SchemaStatus[]) {
      it(`is allowed while ${status} and keeps the state`, () => {
        const schema = inState(status);
        schema.edit({ name: 'Renamed', jsonLd: { ...article, '@type': 'NewsArticle' } }, t1, null);
        expect(schema.status).to.equal(status);
        expect(schema.name).to.equal('Renamed');
        expect(schema.schemaType).to.equal('NewsArticle');
        expect(schema.updatedAt).to.equal(t1);
      });
    }

    it('rejects invalid changes without applying any of them', () => {
      const schema = draft();
      expect(() => schema.edit({ name: 'Ok', pageUrl: '/relative' }, t1, null)).to.throw(ValidationError);
      expect(schema.name).to.equal('Post');
      expect(schema.pageUrl).to.equal('https://a.example/post');
    });
  });

  describe('content rules', () => {
    const create = (overrides: object) => () =>
      Schema.create({
        id: 's',
        clientSiteId: 'c',
        name: 'n',
        pageUrl: 'https://a.example/',
        jsonLd: article,
        now: t0,
        by: null,
        ...overrides,
      });

    it('requires an absolute http(s) page URL of at most 2,048 characters', () => {
      expect(create({ pageUrl: 'a.example/x' })).to.throw(ValidationError);
      expect(create({ pageUrl: 'ftp://a.example/x' })).to.throw(ValidationError);
      expect(create({ pageUrl: `https://a.example/${'x'.repeat(2048)}` })).to.throw(ValidationError);
    });

    it('requires @context and @type', () => {
      const error = (() => {
        try {
          create({ jsonLd: { headline: 'x' } })();
        } catch (caught) {
          return caught as ValidationError;
        }
      })();
      expect(error!.fields.jsonLd!._errors.join(' '))
        .to.match(/@context/)
        .and.match(/@type/);
    });

    it('accepts @graph documents and arrays of nodes', () => {
      const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization' }, { '@type': 'WebSite' }] };
      expect(create({ jsonLd: graph })().schemaType).to.equal('Organization');
      expect(create({ jsonLd: [article, { ...article, '@type': 'Person' }] })().schemaType).to.equal('Article');
    });

    it('rejects scalars, empty arrays and graph nodes without @type', () => {
      expect(create({ jsonLd: 'text' })).to.throw(ValidationError);
      expect(create({ jsonLd: [] })).to.throw(ValidationError);
      expect(create({ jsonLd: { '@context': 'https://schema.org', '@graph': [{ name: 'x' }] } })).to.throw(ValidationError);
    });

    it('refuses a page URL that could break out of markup, on create and on edit', () => {
      const hostile = 'https://a.example/--><script>alert(1)</script><!--';
      expect(create({ pageUrl: hostile })).to.throw(ValidationError);
      const schema = create({})();
      expect(() => schema.edit({ pageUrl: hostile }, new Date(), null)).to.throw(ValidationError);
      expect(schema.pageUrl).to.not.equal(hostile);
    });

    it('keeps the page URL exactly as written (no normalisation)', () => {
      expect(create({ pageUrl: 'https://WWW.a.example/Path/?q=1' })().pageUrl).to.equal('https://WWW.a.example/Path/?q=1');
    });
  });
});
