import { expect } from 'chai';
import { JsonLdTextValidator } from '../../src/engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { DEFAULT_CHECK_LIMITS } from '../../src/engine/validation/check-limits.js';
import { Vocabulary } from '../../src/engine/vocabulary/vocabulary.js';
import { inventedTypesDocument as inventedTypes } from '../support/hostile-documents.js';
import { SCHEMA_ORG_VOCABULARY } from '../../src/engine/vocabulary/schema-org.generated.js';

/** A real vocabulary that counts its "did you mean" searches (the costly per-name loop). */
function countingEngine() {
  const vocabulary = new Vocabulary(SCHEMA_ORG_VOCABULARY);
  const searches = { count: 0 };
  const suggestType = vocabulary.suggestType.bind(vocabulary);
  const suggestProperty = vocabulary.suggestProperty.bind(vocabulary);
  vocabulary.suggestType = (name) => (searches.count++, suggestType(name));
  vocabulary.suggestProperty = (name, types) => (searches.count++, suggestProperty(name, types));
  return { engine: new JsonLdTextValidator(new JsonLdValidator(vocabulary)), searches };
}

describe('Validation stays bounded on hostile documents', () => {
  it('answers a 140 KB body of thousands of invented @type names with bounded searches and says what was cut', () => {
    const { engine, searches } = countingEngine();
    const text = inventedTypes();
    expect(text.length).to.be.greaterThan(139_000);
    const result = engine.validate(text);
    // Before the limits: one search per name, twice (checker and corrector), ~9,400 searches.
    expect(searches.count).to.be.at.most(DEFAULT_CHECK_LIMITS.maxSuggestions * 2);
    expect(result.isValid).to.equal(false);
    expect(result.issues).to.have.length(DEFAULT_CHECK_LIMITS.maxFindingsPerList);
    expect(result.issues[0]).to.match(/unknown type "Prodcut"\. Did you mean "Product"\?/);
    expect(result.issues.at(-1)).to.match(/unknown type "Prodcut\d+x\w+"; use a type from/);
    const warnings = result.warnings.join('\n');
    expect(warnings).to.match(/"Did you mean" suggestions were given for the first 50 unknown names only/);
    expect(warnings).to.match(/Only the first 2,000 objects of the document were checked/);
    expect(warnings).to.match(/more blocking issues were not listed \(the first 100 are shown\)/);
    expect(result.correctedSchema).to.equal(null);
  });

  it('lists at most the limit of findings per category and counts the rest', () => {
    const node: Record<string, string> = { '@context': 'https://schema.org', '@type': 'Thing' };
    for (let i = 0; i < 300; i++) node[`madeUp${i}`] = 'x';
    const result = countingEngine().engine.validate(JSON.stringify(node));
    expect(result.schemaOrgIssues).to.have.length(100);
    expect(result.warnings.join('\n')).to.match(/200 more Schema\.org issues were not listed/);
  });

  it('checks every object of a document under the limits and still corrects it', () => {
    const graph = Array.from({ length: 12 }, (_, i) => ({ '@type': 'Organization', name: `Org ${i}`, url: `https://example.com/${i}` }));
    graph[3] = { '@type': 'Prodcut', name: 'Kettle' } as never;
    const { engine } = countingEngine();
    const result = engine.validate(JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }));
    expect(result.warnings.join('\n')).not.to.match(/were not listed|objects of the document were checked|suggestions were given/);
    expect(result.issues.join('\n')).to.match(/Did you mean "Product"/);
    expect((result.correctedSchema as { '@graph': { '@type': string }[] })['@graph'][3]!['@type']).to.equal('Product');
  });
});
