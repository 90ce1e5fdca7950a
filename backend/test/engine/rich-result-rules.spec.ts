import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { EXPECTED_VALUE_TYPES } from '../../src/engine/rules/expected-value-types.js';
import { RICH_RESULT_RULES } from '../../src/engine/rules/rich-result-rules.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';
import { COMMERCE_FIXTURES } from './fixtures/commerce-fixtures.js';
import { CONTENT_FIXTURES } from './fixtures/content-fixtures.js';
import { MEDIA_FIXTURES } from './fixtures/media-fixtures.js';
import { PLACE_FIXTURES } from './fixtures/place-fixtures.js';
import { RETIRED_FIXTURES } from './fixtures/retired-fixtures.js';

const validator = new JsonLdValidator(schemaOrgVocabulary);
const FIXTURES = [...CONTENT_FIXTURES, ...COMMERCE_FIXTURES, ...PLACE_FIXTURES, ...MEDIA_FIXTURES, ...RETIRED_FIXTURES];

describe('Google rich-result rules', () => {
  it('every rule set cites a Google documentation page and has fixtures', () => {
    const covered = new Set(FIXTURES.flatMap((fixture) => fixture.covers));
    for (const rule of RICH_RESULT_RULES) {
      expect(rule.docs, rule.id).to.match(/^https:\/\/developers\.google\.com\/search\//);
      expect(covered.has(rule.id), `no fixture covers ${rule.id}`).to.equal(true);
    }
  });

  it('every expected value type fits the Schema.org range of its property', () => {
    for (const [property, type] of Object.entries(EXPECTED_VALUE_TYPES)) {
      expect(schemaOrgVocabulary.isAnySubtypeOf([type], schemaOrgVocabulary.nodeRange(property)), `${property}: ${type}`).to.equal(true);
    }
  });

  it('every rules file dates the last reading of the Google page it follows', () => {
    const dir = new URL('../../src/engine/rules/', import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith('.rules.ts'));
    expect(files.length).to.be.greaterThan(20);
    for (const file of files) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).to.match(/Google's page (read|not re-read(?: on)?) \d{4}-\d{2}-\d{2}/);
      expect(text, file).to.match(/https:\/\/developers\.google\.com\/search\//);
    }
  });

  for (const fixture of FIXTURES) {
    describe(fixture.covers.join(', '), () => {
      it('passes with the documented example', () => {
        const report = validator.check(fixture.valid);
        expect([...report.issues]).to.deep.equal([]);
        expect([...report.generalWarnings].join('\n')).not.to.match(/no longer produces|retired/);
      });

      fixture.failing.forEach((failing, i) => {
        it(`fails case ${i + 1}: ${failing.expect.source.slice(0, 70)}`, () => {
          const report = validator.check(failing.doc);
          const list =
            failing.severity === 'issue'
              ? report.issues
              : failing.severity === 'richResult'
                ? report.googleRichResultWarnings
                : report.generalWarnings;
          expect(
            [...list].some((message) => failing.expect.test(message)),
            `${[...list].join('\n')}`,
          ).to.equal(true);
          if (failing.severity !== 'issue') expect(report.isValid).to.equal(validator.check(fixture.valid).isValid);
        });
      });
    });
  }
});
