import { SCHEMA_CSV_COLUMNS, type SchemaExportItem } from '@sdn/contracts';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"); tab and carriage return
 * are on the list because some spreadsheets drop them and read what follows.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field, safe to open in a spreadsheet: a cell that would start a formula (after any apostrophes the value
 * already has) gets one more leading apostrophe, which the spreadsheet shows as text. Counting existing apostrophes
 * makes the rule reversible: the import removes exactly one apostrophe from a cell matching the same pattern.
 */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with CRLF, as RFC 4180 writes them. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The header row, preceded by a byte-order mark so spreadsheets read the file as UTF-8. */
export const SCHEMA_CSV_HEAD = `\uFEFF${csvRecord(SCHEMA_CSV_COLUMNS)}`;

/** A schema of the export as a CSV record; the JSON-LD as compact JSON (it starts with `{` or `[`). */
export function schemaCsvRecord(schema: SchemaExportItem): string {
  return csvRecord(SCHEMA_CSV_COLUMNS.map((column) => (column === 'jsonLd' ? JSON.stringify(schema.jsonLd) : schema[column])));
}
