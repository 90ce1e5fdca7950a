import { expect } from 'chai';
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
