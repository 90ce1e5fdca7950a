import { expect } from 'chai';
import { SCHEMA_CSV_HEAD, csvField, csvRecord, schemaCsvRecord } from '../../../../src/adapters/http/schemas/schema-csv.js';
import { readRfc4180 } from '../../../support/rfc4180.js';

/** What the dashboard's import does to a cell: one apostrophe less before a formula start. */
const unprefixed = (cell: string) => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

describe('CSV export fields', () => {
  it('quotes fields holding commas, quotes or line breaks (RFC 4180) and leaves the others bare', () => {
    expect(csvField('plain text')).to.equal('plain text');
    expect(csvField('a,b')).to.equal('"a,b"');
    expect(csvField('say "hi"')).to.equal('"say ""hi"""');
    expect(csvField('two\r\nlines')).to.equal('"two\r\nlines"');
    expect(csvField('line\nfeed')).to.equal('"line\nfeed"');
    expect(csvRecord(['a', 'b,c'])).to.equal('a,"b,c"\r\n');
  });

  it('turns every formula start into text with one leading apostrophe, reversibly', () => {
    const cases: [string, string][] = [
      ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
      ['+1', "'+1"],
      ['-5% off', "'-5% off"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tcmd', "'\tcmd"],
      ['\rcmd', `"'\rcmd"`],
      ["'=already text", "''=already text"],
      ["it's fine", "it's fine"],
      ['a=b', 'a=b'],
      ['{"@type":"Article"}', '"{""@type"":""Article""}"'],
    ];
    for (const [value, field] of cases) {
      expect(csvField(value), JSON.stringify(value)).to.equal(field);
      const [[read]] = readRfc4180(`${field}\r\n`) as [[string]];
      expect(unprefixed(read), JSON.stringify(value)).to.equal(value);
    }
  });

  it('writes a header after a byte-order mark, then one record a schema with its JSON-LD compact', () => {
    expect(SCHEMA_CSV_HEAD).to.equal('\uFEFFname,pageUrl,schemaType,status,jsonLd,updatedAt\r\n');
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Line one\nsaid "two", three' };
    const record = schemaCsvRecord({
      name: '=1+1',
      pageUrl: 'https://shop.example.com/a?b=1,2',
      schemaType: 'Article',
      status: 'published',
      jsonLd,
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    const [fields] = readRfc4180(record) as [string[]];
    expect(fields).to.deep.equal([
      "'=1+1",
      'https://shop.example.com/a?b=1,2',
      'Article',
      'published',
      JSON.stringify(jsonLd),
      '2026-11-26T10:00:00.000Z',
    ]);
    expect(JSON.parse(fields[4]!)).to.deep.equal(jsonLd);
  });
});
