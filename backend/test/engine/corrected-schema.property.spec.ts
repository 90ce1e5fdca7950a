import { expect } from 'chai';
import { JsonLdTextValidator } from '../../src/engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';
import { COMMERCE_FIXTURES } from './fixtures/commerce-fixtures.js';
import { CONTENT_FIXTURES } from './fixtures/content-fixtures.js';
import { MEDIA_FIXTURES } from './fixtures/media-fixtures.js';
import { PLACE_FIXTURES } from './fixtures/place-fixtures.js';

type Json = Record<string, unknown>;
const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary));

/** mulberry32: a seeded generator so a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPOS: Record<string, string> = {
  Product: 'Prodcut',
  NewsArticle: 'newsarticle',
  Event: 'Evnet',
  Recipe: 'Recipie',
  Restaurant: 'restaurant',
  Movie: 'Moive',
  Dataset: 'DataSet',
  JobPosting: 'JobPostng',
};

/** Each mutation damages the document the way people do, and names the issue text its fix must remove. */
const MUTATIONS: { apply: (doc: Json, next: () => number) => string | null }[] = [
  { apply: (doc) => (delete doc['@context'], 'missing @context') },
  { apply: (doc) => ((doc['@context'] = 'http://schema.org'), null) },
  {
    apply: (doc) =>
      typeof doc['@type'] === 'string' && TYPOS[doc['@type']] ? ((doc['@type'] = TYPOS[doc['@type'] as string]), 'unknown type') : null,
  },
  { apply: (doc) => renameFirstKey(doc) },
  { apply: (doc) => (typeof doc.author === 'object' ? ((doc.author = 'Jane Doe'), null) : null) },
  { apply: (doc) => mutateOffer(doc) },
  { apply: (doc) => (typeof doc.datePublished === 'string' ? ((doc.datePublished = 'March 10, 2024'), null) : null) },
  { apply: (doc, next) => dropRandomKey(doc, next) },
];

function renameFirstKey(doc: Json): null {
  const key = Object.keys(doc).find((k) => !k.startsWith('@') && k.length > 4);
  if (key) {
    doc[key[0].toUpperCase() + key.slice(1)] = doc[key];
    delete doc[key];
  }
  return null;
}

function mutateOffer(doc: Json): string | null {
  const offer = doc.offers as Json | undefined;
  if (!offer || typeof offer !== 'object' || offer.price === undefined) return null;
  offer.price = `$${offer.price}`;
  if (offer.availability) offer.availability = 'instock';
  return 'offers.price: invalid value';
}

function dropRandomKey(doc: Json, next: () => number): null {
  const keys = Object.keys(doc).filter((k) => !k.startsWith('@'));
  if (keys.length) delete doc[keys[Math.floor(next() * keys.length)]];
  return null;
}

const BASES = [...CONTENT_FIXTURES, ...COMMERCE_FIXTURES, ...PLACE_FIXTURES, ...MEDIA_FIXTURES].map((f) => f.valid);

describe('correctedSchema (property test)', () => {
  it('re-validating the corrected schema never gives more issues and none of the fixed ones', () => {
    let corrected = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const next = random(seed);
      const doc = JSON.parse(JSON.stringify(BASES[Math.floor(next() * BASES.length)])) as Json;
      const fixable: string[] = [];
      for (const mutation of MUTATIONS) {
        if (next() < 0.4) {
          const expectFixed = mutation.apply(doc, next);
          if (expectFixed) fixable.push(expectFixed);
        }
      }
      const before = engine.validate(JSON.stringify(doc));
      if (before.correctedSchema === null) continue;
      corrected++;
      const after = engine.validate(JSON.stringify(before.correctedSchema));
      const context = `seed ${seed}\nbefore: ${before.issues.join('\n')}\nafter: ${after.issues.join('\n')}`;
      expect(after.issues.length, context).to.be.at.most(before.issues.length);
      for (const fixed of fixable.filter((text) => before.issues.some((issue) => issue.includes(text)))) {
        // A type fix is declined when the real type's own required properties would add issues.
        if (fixed === 'unknown type' && (before.correctedSchema as Json)['@type'] === doc['@type']) continue;
        expect(
          after.issues.some((issue) => issue.includes(fixed)),
          `${fixed} came back: ${context}`,
        ).to.equal(false);
      }
      expect(after.warnings.join()).not.to.match(/use "https:\/\/schema.org"/);
    }
    expect(corrected).to.be.greaterThan(200);
  });
});
