import { formerStatuses, importItemsOf, importStatusNote, readImportFile } from './import-file';
import { MAX_IMPORT_BYTES } from './import-limits';

describe('import files', () => {
  it("reads an export file's schemas or a bare list, and refuses anything else", () => {
    const item = { name: 'A', pageUrl: 'https://acme.test/a', jsonLd: {} };
    expect(importItemsOf(JSON.stringify({ format: 'sdn-schemas', schemas: [item] }))).toEqual([
      item,
    ]);
    expect(importItemsOf(JSON.stringify([item, 'not an object']))).toEqual([item]);
    expect(importItemsOf('{"schemas": []}')).toBeNull();
    expect(importItemsOf('{"format": "other"}')).toBeNull();
    expect(importItemsOf('not json')).toBeNull();
  });

  it('reads a .csv as a table and a .json as items, and never reads a file over the import size', async () => {
    const csv = await readImportFile(new File(['name,pageUrl\nA,https://a.test/\n'], 'x.CSV'));
    expect(csv).toEqual({
      kind: 'csv',
      table: { header: ['name', 'pageUrl'], rows: [['A', 'https://a.test/']] },
    });
    const json = await readImportFile(new File(['[{"name":"A"}]'], 'x.json'));
    expect(json).toEqual({ kind: 'json', items: [{ name: 'A' }] });
    const huge = new File(['x'], 'huge.csv');
    Object.defineProperty(huge, 'size', { value: MAX_IMPORT_BYTES + 1 });
    huge.text = () => Promise.reject(new Error('read'));
    expect(await readImportFile(huge)).toEqual({
      kind: 'problem',
      problem: expect.stringContaining('at most 16 MB'),
    });
  });

  it('says before importing that everything arrives as a draft, and how many were published or paused', () => {
    expect(importStatusNote(['', ''])).toBe(
      '2 schemas are created as drafts: nothing is delivered until it is published.',
    );
    expect(importStatusNote(['published', 'draft', 'published', 'paused'])).toBe(
      '4 schemas are created as drafts: nothing is delivered until it is published. In the file, 2 were published and 1 paused: they arrive as drafts too, so publish again what should be live (select the rows, then Publish).',
    );
    expect(importStatusNote(['published'])).toContain('1 was published: it arrives as drafts too');
    const csv = {
      kind: 'csv' as const,
      table: { header: ['name', 'Status'], rows: [['A', 'published'], ['B']] },
    };
    expect(formerStatuses(csv)).toEqual(['published', '']);
    expect(formerStatuses({ kind: 'json', items: [{ status: 'paused' }, {}] })).toEqual([
      'paused',
      '',
    ]);
  });
});
