import { expect } from 'chai';
import { Schema } from '../../src/domain/schema/schema.js';
import { SchemaRevision } from '../../src/domain/schema/schema-revision.js';
import { ValidationError } from '../../src/domain/shared/domain-error.js';

const t0 = new Date('2026-11-24T10:00:00Z');
const t1 = new Date('2026-11-24T10:05:00Z');
const article = (headline: string) => ({ '@context': 'https://schema.org', '@type': 'Article', headline });

function created() {
  return Schema.create({
    id: 's1',
    clientSiteId: 'c1',
    name: 'Post',
    pageUrl: 'https://a.example/post',
    jsonLd: article('One'),
    now: t0,
    by: 'u1',
  });
}

describe('Schema revisions (domain)', () => {
  it('records every change as a numbered revision with the whole content, kind, author and time, taken once', () => {
    const schema = created();
    schema.edit({ jsonLd: article('Two') }, t1, 'u2');
    schema.publish(t1, 'u2');
    schema.pause(t1, 'u1');
    schema.unpause(t1, 'u1');
    const revisions = schema.takeRevisions();
    expect(revisions.map((r) => [r.number, r.kind, r.status, r.authorId])).to.deep.equal([
      [1, 'created', 'draft', 'u1'],
      [2, 'edited', 'draft', 'u2'],
      [3, 'published', 'published', 'u2'],
      [4, 'paused', 'paused', 'u1'],
      [5, 'unpaused', 'published', 'u1'],
    ]);
    expect(revisions[0]).to.include({
      schemaId: 's1',
      clientSiteId: 'c1',
      name: 'Post',
      pageUrl: 'https://a.example/post',
      schemaType: 'Article',
    });
    expect(revisions[0]!.jsonLd).to.deep.equal(article('One'));
    expect(revisions[1]!.recordedAt).to.equal(t1);
    expect(schema.revision).to.equal(5);
    expect(schema.takeRevisions()).to.deep.equal([]);
  });

  it('keeps a copy of the content: later edits of the document do not rewrite history', () => {
    const schema = created();
    const [first] = schema.takeRevisions();
    (schema.jsonLd as { headline: string }).headline = 'Mutated';
    expect(first!.jsonLd).to.deep.equal(article('One'));
  });

  it('records no revision for an edit that changes nothing, and none for a refused change', () => {
    const schema = created();
    schema.takeRevisions();
    schema.edit({ name: 'Post', jsonLd: article('One') }, t1, 'u1');
    expect(() => schema.edit({ pageUrl: 'relative' }, t1, 'u1')).to.throw(ValidationError);
    expect(() => schema.pause(t1, 'u1')).to.throw();
    expect(schema.takeRevisions()).to.deep.equal([]);
    expect(schema.revision).to.equal(1);
  });

  describe('restore', () => {
    function withHistory(status: 'draft' | 'published' | 'paused') {
      const schema = created();
      const [first] = schema.takeRevisions();
      schema.edit({ name: 'Renamed', pageUrl: 'https://a.example/moved', jsonLd: article('Two') }, t0, 'u1');
      if (status !== 'draft') schema.publish(t0, 'u1');
      if (status === 'paused') schema.pause(t0, 'u1');
      schema.takeRevisions();
      return { schema, first: first! };
    }

    const cases: ['draft' | 'published' | 'paused', boolean, string, string | null][] = [
      ['draft', true, 'published', 'publish'],
      ['paused', true, 'published', 'unpause'],
      ['published', true, 'published', null],
      ['published', false, 'paused', 'pause'],
      ['paused', false, 'paused', null],
      ['draft', false, 'draft', null],
    ];
    for (const [from, publish, to, change] of cases) {
      it(`${from} restored ${publish ? 'with' : 'without'} publish ends ${to}`, () => {
        const { schema, first } = withHistory(from);
        expect(schema.restore(first, publish, t1, 'u2')).to.equal(change);
        expect(schema).to.include({ status: to, name: 'Post', pageUrl: 'https://a.example/post', schemaType: 'Article' });
        expect(schema.jsonLd).to.deep.equal(article('One'));
        const [restored] = schema.takeRevisions();
        expect(restored).to.include({ kind: 'restored', restoredFrom: 1, status: to, authorId: 'u2', number: schema.revision });
        if (change === 'publish') expect(schema.publishedAt).to.equal(t1);
      });
    }

    it("refuses another schema's revision", () => {
      const { schema } = withHistory('draft');
      const foreign = SchemaRevision.of({ ...schema, id: 'other' }, { number: 1, kind: 'created', authorId: null, at: t0 });
      expect(() => schema.restore(foreign, true, t1, 'u1')).to.throw();
      expect(schema.takeRevisions()).to.deep.equal([]);
    });
  });

  it('tells which fields a revision changed against the one before', () => {
    const schema = created();
    schema.edit({ name: 'Renamed' }, t1, 'u1');
    schema.publish(t1, 'u1');
    const [first, second, third] = schema.takeRevisions();
    expect(first!.changesSince(null)).to.deep.equal(['name', 'pageUrl', 'jsonLd', 'status']);
    expect(second!.changesSince(first!)).to.deep.equal(['name']);
    expect(third!.changesSince(second!)).to.deep.equal(['status']);
  });
});
