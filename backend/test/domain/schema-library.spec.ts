import { expect } from 'chai';
import { assertTypeAllowedOnPlan, typeAllowedOnPlan } from '../../src/domain/plans/plan-vocabulary.js';
import { Schema } from '../../src/domain/schema/schema.js';
import type { SchemaStatus } from '../../src/domain/schema/schema-status.js';
import { PlanRequiredError, ValidationError } from '../../src/domain/shared/domain-error.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-02T00:00:00Z');
const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hi' };

function inState(status: SchemaStatus): Schema {
  const schema = Schema.create({
    id: 's1',
    clientSiteId: 'c1',
    name: 'Post',
    pageUrl: 'https://a.example/post',
    jsonLd: article,
    now: t0,
    by: 'u1',
  });
  if (status !== 'draft') schema.publish(t0, 'u1');
  if (status === 'paused') schema.pause(t0, 'u1');
  return schema;
}

describe('Schema aggregate: the library', () => {
  describe('bulk publish and pause', () => {
    const revisionKind: Record<string, string> = { publish: 'published', unpause: 'unpaused', pause: 'paused' };
    const cases: [SchemaStatus, 'deliver' | 'stopDelivery', string | null, SchemaStatus][] = [
      ['draft', 'deliver', 'publish', 'published'],
      ['paused', 'deliver', 'unpause', 'published'],
      ['published', 'deliver', null, 'published'],
      ['published', 'stopDelivery', 'pause', 'paused'],
      ['draft', 'stopDelivery', null, 'draft'],
      ['paused', 'stopDelivery', null, 'paused'],
    ];
    for (const [from, method, transition, to] of cases) {
      it(`${method} from ${from}: ${transition ?? 'nothing to do'} -> ${to}`, () => {
        const schema = inState(from);
        schema.takeRevisions();
        expect(schema[method](t1, 'u2')).to.equal(transition);
        expect(schema.status).to.equal(to);
        expect(schema.updatedAt).to.deep.equal(transition ? t1 : t0);
        // A change is a revision by the acting user; nothing to do records none.
        const revisions = schema.takeRevisions().map((r) => [r.kind, r.authorId, r.status]);
        expect(revisions).to.deep.equal(transition ? [[revisionKind[transition], 'u2', to]] : []);
      });
    }
  });

  it('keeps a verdict until the JSON-LD changes; a rename keeps it', () => {
    const schema = inState('draft');
    expect(schema.valid).to.equal(null);
    schema.takeRevisions();
    schema.recordValidity(true);
    // A verdict is not a change by a user: no revision, the revision number stays.
    expect([schema.revision, schema.takeRevisions()]).to.deep.equal([1, []]);
    schema.edit({ name: 'Renamed' }, t1, 'u1');
    expect(schema.valid).to.equal(true);
    schema.edit({ jsonLd: { ...article, headline: 'New' } }, t1, 'u1');
    expect(schema.valid).to.equal(null);
  });

  it('duplicates as a draft for another page with the same content and verdict, sharing nothing', () => {
    const source = inState('published');
    source.recordValidity(false);
    const copy = source.duplicateTo('https://a.example/other', 's2', t1, 'u2');
    expect([copy.id, copy.status, copy.pageUrl, copy.name, copy.valid, copy.publishedAt]).to.deep.equal([
      's2',
      'draft',
      'https://a.example/other',
      'Post',
      false,
      null,
    ]);
    // The copy's history starts with its own creation by the user who duplicated it.
    expect(copy.takeRevisions().map((r) => [r.schemaId, r.number, r.kind, r.authorId])).to.deep.equal([['s2', 1, 'created', 'u2']]);
    expect(copy.jsonLd).to.deep.equal(source.jsonLd);
    expect(copy.jsonLd).not.to.equal(source.jsonLd);
    expect(() => source.duplicateTo('not a url', 's3', t1, 'u2')).to.throw(ValidationError);
  });

  it('Free uses only rich-result types of the vocabulary, answering plan_required as generate does; Pro and Agency all', () => {
    const catalogue = {
      isRichResultType: (type: string) => type === 'Article',
      isVocabularyType: (type: string) => ['Article', 'Person'].includes(type),
    };
    expect(typeAllowedOnPlan(false, 'Article', catalogue)).to.equal(true);
    expect(typeAllowedOnPlan(false, 'Person', catalogue)).to.equal(false);
    expect(typeAllowedOnPlan(true, 'Person', catalogue)).to.equal(true);
    // A typo is no plan matter: upgrading would not make it a type.
    expect(typeAllowedOnPlan(false, 'Prodcut', catalogue)).to.equal(true);
    expect(() => assertTypeAllowedOnPlan(false, 'Person', catalogue))
      .to.throw(PlanRequiredError)
      .with.property('details')
      .deep.equal({ plan: 'pro', feature: 'fullVocabulary' });
  });
});
