import {
  type ColumnMapping,
  autoMapping,
  cellValue,
  importItemOf,
  mappingComplete,
  readCsv,
  statusColumn,
} from './csv-import';

const table = (text: string) => {
  const reading = readCsv(text);
  if ('problem' in reading) throw new Error(reading.problem);
  return reading.table;
};

/** Two records exactly as the service's CSV export writes them (BOM, CRLF, quotes doubled, formula prefix). */
const EXPORTED =
  '\uFEFFname,pageUrl,schemaType,status,jsonLd,updatedAt\r\n' +
  `"'=HYPERLINK(""http://evil.test"",""x"")",https://shop.example.com/a,Article,published,"{""@context"":""https://schema.org"",""@type"":""Article"",""headline"":""Line\\none, \\""two\\""""}",2026-11-26T10:00:00.000Z\r\n` +
  '\'\'=kept,https://shop.example.com/b,Article,draft,"{""@context"":""https://schema.org"",""@type"":""Article""}",2026-11-26T10:00:00.000Z\r\n';

describe('CSV import', () => {
  it('reads an export: header without its byte-order mark, quoted fields with commas and quotes', () => {
    const { header, rows } = table(EXPORTED);
    expect(header).toEqual(['name', 'pageUrl', 'schemaType', 'status', 'jsonLd', 'updatedAt']);
    expect(rows).toHaveLength(2);
    expect(rows[0]![0]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(statusColumn(header)).toBe(3);
  });

  it('round-trips an export: the formula apostrophe is removed once and the JSON-LD is parsed', () => {
    const { header, rows } = table(EXPORTED);
    const mapping = autoMapping(header);
    expect(mapping).toEqual({ name: 0, pageUrl: 1, jsonLd: 4 });
    expect(rows.map((row) => importItemOf(row, mapping))).toEqual([
      {
        name: '=HYPERLINK("http://evil.test","x")',
        pageUrl: 'https://shop.example.com/a',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: 'Line\none, "two"',
        },
      },
      {
        name: "'=kept",
        pageUrl: 'https://shop.example.com/b',
        jsonLd: { '@context': 'https://schema.org', '@type': 'Article' },
      },
    ]);
  });

  it('maps columns by their header names in any case or spelling, each column to one field', () => {
    expect(autoMapping(['Title', 'Page URL', 'JSON-LD'])).toEqual({
      name: 0,
      pageUrl: 1,
      jsonLd: 2,
    });
    expect(autoMapping(['URL', 'Schema', 'Name '])).toEqual({ name: 2, pageUrl: 0, jsonLd: 1 });
    const partial = autoMapping(['colour', 'link']);
    expect(partial).toEqual({ name: null, pageUrl: 1, jsonLd: null });
    expect(mappingComplete(partial)).toBe(false);
    expect(mappingComplete({ name: 0, pageUrl: 1, jsonLd: 1 })).toBe(true);
  });

  it('reads a spreadsheet CSV with semicolons, and sends a JSON-LD cell that is not JSON as its text', () => {
    const { header, rows } = table(
      'Nom;Adresse;Markup\nA;https://a.test/;not json\nB;https://b.test/;\n',
    );
    const mapping: ColumnMapping = { name: 0, pageUrl: 1, jsonLd: 2 };
    expect(header).toEqual(['Nom', 'Adresse', 'Markup']);
    expect(importItemOf(rows[0]!, mapping)).toEqual({
      name: 'A',
      pageUrl: 'https://a.test/',
      jsonLd: 'not json',
    });
    // An empty JSON-LD cell is left out: the dry run answers "Required".
    expect(importItemOf(rows[1]!, mapping)).toEqual({ name: 'B', pageUrl: 'https://b.test/' });
  });

  it('removes exactly one apostrophe, and only before a formula start', () => {
    for (const [cell, value] of [
      ["'=1+1", '=1+1'],
      ["'+1", '+1'],
      ["'-1", '-1'],
      ["'@x", '@x'],
      ["'\tx", '\tx'],
      ["''=x", "'=x"],
      ["'quoted'", "'quoted'"],
      ['plain', 'plain'],
    ])
      expect(cellValue([cell!], 0)).toBe(value);
    expect(cellValue(['a'], null)).toBe('');
    expect(cellValue(['a'], 3)).toBe('');
  });

  it('refuses an empty file, an unclosed quote and more rows than an import takes', () => {
    expect(readCsv('name,pageUrl,jsonLd\n')).toEqual({
      problem: 'This CSV has no rows under its header: nothing to import.',
    });
    expect(readCsv('name,pageUrl\n"open,https://a.test/\n')).toEqual({
      problem: expect.stringContaining('never closes'),
    });
    const many = `name\n${Array.from({ length: 1001 }, (_, i) => `row ${i}`).join('\n')}\n`;
    expect(readCsv(many)).toEqual({ problem: expect.stringContaining('more than 1000 rows') });
    const exactly = `name\n${Array.from({ length: 1000 }, (_, i) => `row ${i}`).join('\n')}\n`;
    expect(table(exactly).rows).toHaveLength(1000);
  });
});
