import { diffText, jsonDiffRows } from './json-diff-rows';

describe('jsonDiffRows', () => {
  it('pairs a changed value line by line and counts it once on each side', () => {
    const before = diffText({ '@type': 'Product', name: 'Shoe', offers: { price: '10' } });
    const after = diffText({ '@type': 'Product', name: 'Shoe', offers: { price: '12' } });
    const diff = jsonDiffRows(before, after);
    expect(diff).toMatchObject({ added: 1, removed: 1, identical: false });
    const changed = diff.rows.filter((row) => row.kind === 'changed');
    expect(changed).toEqual([
      {
        kind: 'changed',
        left: { number: 5, text: '    "price": "10"' },
        right: { number: 5, text: '    "price": "12"' },
      },
    ]);
  });

  it('shows lines only one side has as removed or added, keeping both sides numbered', () => {
    const diff = jsonDiffRows('a\nb\nc\n', 'a\nc\nd\n');
    expect(diff.rows).toEqual([
      { kind: 'same', left: { number: 1, text: 'a' }, right: { number: 1, text: 'a' } },
      { kind: 'removed', left: { number: 2, text: 'b' }, right: null },
      { kind: 'same', left: { number: 3, text: 'c' }, right: { number: 2, text: 'c' } },
      { kind: 'added', left: null, right: { number: 3, text: 'd' } },
    ]);
    expect(diff).toMatchObject({ added: 1, removed: 1 });
  });

  it('folds long unchanged runs but keeps context around each change', () => {
    const lines = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`);
    const after = [...lines];
    after[14] = 'changed';
    const diff = jsonDiffRows(lines.join('\n'), after.join('\n'), 2);
    const kinds = diff.rows.map((row) => row.kind);
    expect(kinds).toEqual(['skipped', 'same', 'same', 'changed', 'same', 'same', 'skipped']);
    expect(diff.rows[0]).toEqual({ kind: 'skipped', count: 12 });
    expect(diff.rows.at(-1)).toEqual({ kind: 'skipped', count: 13 });
  });

  it('says identical values are identical and folds nothing of a value shown alone', () => {
    const text = diffText({ a: 1, b: [1, 2] });
    const diff = jsonDiffRows(text, text);
    expect(diff.identical).toBe(true);
    expect(diff.rows.every((row) => row.kind === 'same')).toBe(true);
  });

  it('shows text as it is and pretty-prints JSON with the keys in their order', () => {
    expect(diffText('{"broken": ', true)).toBe('{"broken": ');
    expect(diffText({ z: 1, a: 2 })).toBe('{\n  "z": 1,\n  "a": 2\n}');
    expect(diffText(undefined)).toBe('');
  });
});
