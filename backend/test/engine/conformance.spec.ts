import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { JsonrepairTextRepairer } from '../../src/adapters/jsonrepair/jsonrepair-text-repairer.js';
import { RICH_RESULT_RULES } from '../../src/engine/rules/rich-result-rules.js';
import { JsonLdTextValidator } from '../../src/engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';

/**
 * The conformance corpus (test/fixtures/conformance/<feature>.json): per Google rich-result feature, the examples of
 * Google's documentation page (each must validate without errors) and variants that break one rule each, with the
 * finding each must give. A variant is a patch on an example: dotted paths to set or remove ("offers.price",
 * "itemListElement.0.item").
 */
interface Expectation {
  severity: 'error' | 'warning';
  /** A regular expression one finding of that severity must match. */
  message: string;
}
interface Variant {
  breaks: string;
  example?: number;
  set?: Record<string, unknown>;
  remove?: string[];
  expect: Expectation;
}
interface FeatureCorpus {
  feature: string;
  docs: string;
  read: string;
  /** Other features (as the rule tables name them) whose rules these examples exercise. */
  alsoCovers?: string[];
  retired?: string;
  examples: { name: string; document: Record<string, unknown> }[];
  variants: Variant[];
}

const DIR = new URL('../fixtures/conformance/', import.meta.url);
const CORPUS = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, corpus: JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as FeatureCorpus }));

const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary), new JsonrepairTextRepairer());

type Json = Record<string, unknown>;

function locate(root: Json, path: string): [Json | unknown[], string] {
  const keys = path.split('.');
  let node: unknown = root;
  for (const key of keys.slice(0, -1)) {
    node = (node as Json)[key];
    if (typeof node !== 'object' || node === null) throw new Error(`no object at "${key}" of ${path}`);
  }
  return [node as Json, keys[keys.length - 1]];
}

function patched(document: Json, variant: Variant): Json {
  const copy = structuredClone(document);
  for (const path of variant.remove ?? []) {
    const [parent, key] = locate(copy, path);
    if (!(key in parent)) throw new Error(`"${path}" is not in the example, so removing it breaks nothing`);
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  }
  for (const [path, value] of Object.entries(variant.set ?? {})) {
    const [parent, key] = locate(copy, path);
    (parent as Json)[key] = value;
  }
  return copy;
}

describe('Conformance corpus (Google documentation examples and one-rule breaks)', () => {
  it('holds a file per feature, each citing its Google page and the date it was read', () => {
    expect(CORPUS.length).to.be.at.least(28);
    for (const { file, corpus } of CORPUS) {
      expect(corpus.docs, file).to.match(/^https:\/\/developers\.google\.com\/search\//);
      expect(corpus.read, file).to.match(/^\d{4}-\d{2}-\d{2}$/);
      expect(corpus.examples.length, file).to.be.at.least(1);
      if (!corpus.retired) expect(corpus.variants.length, `${file} has too few variants`).to.be.at.least(2);
    }
  });

  it('covers every feature of the rule tables that Google still shows', () => {
    const covered = new Set(CORPUS.flatMap(({ corpus }) => [corpus.feature, ...(corpus.alsoCovers ?? [])]));
    const active = new Set(RICH_RESULT_RULES.filter((rule) => !rule.deprecation).map((rule) => rule.feature));
    expect([...active].filter((feature) => !covered.has(feature))).to.deep.equal([]);
  });

  for (const { file, corpus } of CORPUS) {
    describe(`${corpus.feature} (${file})`, () => {
      corpus.examples.forEach((example) => {
        it(`validates ${example.name} without errors`, () => {
          const result = engine.validate(JSON.stringify(example.document));
          expect(result.issues, result.issues.join('\n')).to.deep.equal([]);
          expect(result.isValid).to.equal(true);
          if (corpus.retired) expect(result.warnings.join('\n')).to.match(/no longer/);
        });
      });

      corpus.variants.forEach((variant) => {
        it(`${variant.expect.severity === 'error' ? 'blocks' : 'warns'} when ${variant.breaks}`, () => {
          const document = patched(corpus.examples[variant.example ?? 0].document, variant);
          const result = engine.validate(JSON.stringify(document));
          const pattern = new RegExp(variant.expect.message);
          const list = variant.expect.severity === 'error' ? result.issues : result.warnings;
          const all = `issues:\n${result.issues.join('\n')}\nwarnings:\n${result.warnings.join('\n')}`;
          expect(
            list.some((message) => pattern.test(message)),
            all,
          ).to.equal(true);
          // A warning leaves the verdict alone; an error makes the document invalid.
          expect(result.isValid, all).to.equal(variant.expect.severity === 'warning');
        });
      });
    });
  }
});
