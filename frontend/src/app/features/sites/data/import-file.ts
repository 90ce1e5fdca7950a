import { type CsvTable, readCsv, statusColumn } from './csv-import';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ITEMS } from './import-limits';

/** A file chosen for import: JSON items to send as they are, or a CSV table to map to items first. */
export type ImportFile =
  | { kind: 'json'; items: Record<string, unknown>[] }
  | { kind: 'csv'; table: CsvTable }
  | { kind: 'problem'; problem: string };

/** The items of an export file (`{ schemas: [...] }`) or of a bare array; null when the text is neither. */
export function importItemsOf(text: string): Record<string, unknown>[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { schemas?: unknown } | null)?.schemas;
  if (!Array.isArray(items) || items.length === 0) return null;
  return items.filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || /^text\/csv\b/.test(file.type);

/** Reads a chosen file within the service's import limits (size first, so a huge file is never read). */
export async function readImportFile(file: File): Promise<ImportFile> {
  if (file.size > MAX_IMPORT_BYTES)
    return {
      kind: 'problem',
      problem: `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; an import takes at most 16 MB (split it).`,
    };
  const text = await file.text();
  if (isCsv(file)) {
    const reading = readCsv(text);
    return 'problem' in reading
      ? { kind: 'problem', problem: reading.problem }
      : { kind: 'csv', table: reading.table };
  }
  const items = importItemsOf(text);
  if (!items)
    return {
      kind: 'problem',
      problem:
        'This file is not a schema export: expected CSV, or JSON with a "schemas" list (or a list of schemas).',
    };
  if (items.length > MAX_IMPORT_ITEMS)
    return {
      kind: 'problem',
      problem: `This file holds ${items.length} schemas; import at most ${MAX_IMPORT_ITEMS} at a time (split the "schemas" list).`,
    };
  return { kind: 'json', items };
}

/**
 * The status each item had where it came from (an export's `status`; '' when the file does not say), aligned with
 * the items, for the note before importing.
 */
export function formerStatuses(file: ImportFile): string[] {
  if (file.kind === 'json') return file.items.map((item) => String(item['status'] ?? ''));
  if (file.kind === 'csv') {
    const column = statusColumn(file.table.header);
    return file.table.rows.map((row) => (column === null ? '' : (row[column] ?? '').trim()));
  }
  return [];
}

/**
 * What the import does to statuses, said before it happens, from the former statuses of the items it will create:
 * everything arrives as a draft, so what was published (or paused) where the file came from must be published again.
 */
export function importStatusNote(statuses: readonly string[]): string {
  const creating = statuses.length;
  const published = statuses.filter((status) => status === 'published').length;
  const paused = statuses.filter((status) => status === 'paused').length;
  const lines = [
    `${creating} ${creating === 1 ? 'schema is' : 'schemas are'} created as drafts: nothing is delivered until it is published.`,
  ];
  if (published || paused)
    lines.push(
      `In the file, ${[published && `${published} ${published === 1 ? 'was' : 'were'} published`, paused && `${paused} paused`].filter(Boolean).join(' and ')}: ${published + paused === 1 ? 'it arrives' : 'they arrive'} as drafts too, so publish again what should be live (select the rows, then Publish).`,
    );
  return lines.join(' ');
}
