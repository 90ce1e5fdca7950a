import Papa from 'papaparse';
import { MAX_IMPORT_ITEMS } from './import-limits';

/** A CSV file as read: its header row and the records after it (at most one more than the import takes). */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** The fields an import item needs, each filled from one column of the file. */
export type ImportTarget = 'name' | 'pageUrl' | 'jsonLd';
export const IMPORT_TARGETS: readonly { target: ImportTarget; label: string }[] = [
  { target: 'name', label: 'Name' },
  { target: 'pageUrl', label: 'Page URL' },
  { target: 'jsonLd', label: 'JSON-LD' },
];
/** Each target's column index; null: not chosen yet. */
export type ColumnMapping = Record<ImportTarget, number | null>;

/** Header names each target is recognised by, best first, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<ImportTarget, readonly string[]> = {
  name: ['name', 'schemaname', 'title'],
  pageUrl: ['pageurl', 'url', 'page', 'pageaddress', 'address', 'link'],
  jsonLd: ['jsonld', 'schema', 'markup', 'structureddata', 'json'],
};

/** The export's defence against spreadsheet formulas: one apostrophe before `=`, `+`, `-`, `@`, tab or CR. */
const PREFIXED_FORMULA = /^'+[=+\-@\t\r]/;

export type CsvReading = { table: CsvTable } | { problem: string };

/**
 * Reads CSV text (any delimiter papaparse detects: comma, semicolon, tab...; a byte-order mark is dropped). Stops
 * after the header and one record more than an import takes, so an oversized file costs no more than that.
 */
export function readCsv(text: string): CsvReading {
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    preview: MAX_IMPORT_ITEMS + 2,
  });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed)
    return {
      problem: `Row ${(unclosed.row ?? 0) + 1} opens a quoted field that never closes: the file is not valid CSV.`,
    };
  const [header, ...rows] = parsed.data;
  if (!header || rows.length === 0)
    return { problem: 'This CSV has no rows under its header: nothing to import.' };
  if (rows.length > MAX_IMPORT_ITEMS)
    return {
      problem: `This CSV holds more than ${MAX_IMPORT_ITEMS} rows; import at most ${MAX_IMPORT_ITEMS} at a time (split the file).`,
    };
  return { table: { header: header.map((cell) => cell.trim()), rows } };
}

const normalised = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each target's column found by its header's name (an export maps itself); a column serves one target only. */
export function autoMapping(header: readonly string[]): ColumnMapping {
  const names = header.map(normalised);
  const used = new Set<number>();
  const mapping = { name: null, pageUrl: null, jsonLd: null } as ColumnMapping;
  for (const { target } of IMPORT_TARGETS) {
    for (const candidate of HEADER_NAMES[target]) {
      const index = names.findIndex((name, i) => name === candidate && !used.has(i));
      if (index >= 0) {
        mapping[target] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

export const mappingComplete = (mapping: ColumnMapping): boolean =>
  IMPORT_TARGETS.every(({ target }) => mapping[target] !== null);

/** A cell as the import reads it: the export's apostrophe before a formula start removed, exactly one. */
export function cellValue(row: readonly string[], column: number | null): string {
  const cell = column === null ? '' : (row[column] ?? '');
  return PREFIXED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/**
 * The import item of a row. The JSON-LD cell is parsed here; a cell that is not JSON is sent as its text, and the
 * service's dry run rejects it with its reason (one place says what a valid item is); an empty one is left out.
 */
export function importItemOf(
  row: readonly string[],
  mapping: ColumnMapping,
): Record<string, unknown> {
  const source = cellValue(row, mapping.jsonLd).trim();
  let jsonLd: unknown = source;
  try {
    jsonLd = JSON.parse(source);
  } catch {
    // Not JSON: sent as text, see above.
  }
  return {
    name: cellValue(row, mapping.name),
    pageUrl: cellValue(row, mapping.pageUrl).trim(),
    ...(source !== '' && { jsonLd }),
  };
}

/** The column that holds each row's former status, when the file has one (an export does). */
export function statusColumn(header: readonly string[]): number | null {
  const index = header.findIndex((name) => normalised(name) === 'status');
  return index >= 0 ? index : null;
}
