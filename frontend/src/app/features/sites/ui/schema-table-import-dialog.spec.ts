import { importItemsOf } from './schema-table-import-dialog';

describe('importItemsOf', () => {
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
});
