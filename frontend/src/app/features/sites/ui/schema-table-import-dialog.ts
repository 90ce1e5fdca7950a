import { ChangeDetectionStrategy, Component, effect, input, output, signal } from '@angular/core';
import type { SchemaImportResponse } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Modal } from '../../../shared/ui/modal';

/** The service imports at most this many schemas per request (all or none). */
export const MAX_IMPORT_ITEMS = 1000;

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

/**
 * Import in two steps: a file is read and sent as a dry run, whose per-item answer is shown (what would be created,
 * what would be rejected and why); only then can the import itself run.
 */
@Component({
  selector: 'app-schema-table-import-dialog',
  imports: [Modal, ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './schema-table-import-dialog.html',
  styleUrl: './schema-table-import-dialog.css',
})
export class SchemaTableImportDialog {
  readonly open = input.required<boolean>();
  readonly preview = input<SchemaImportResponse | null>(null);
  readonly pending = input(false);
  readonly error = input<ApiError | null>(null);
  /** The file's items, to preview with a dry run. */
  readonly previewed = output<Record<string, unknown>[]>();
  readonly confirmed = output<void>();
  readonly closed = output<void>();

  protected readonly fileProblem = signal<string | null>(null);

  constructor() {
    // Each opening starts without the previous file's problem.
    effect(() => {
      if (this.open()) this.fileProblem.set(null);
    });
  }

  protected async onFile(event: Event): Promise<void> {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    const items = importItemsOf(await file.text());
    if (!items) {
      this.fileProblem.set(
        'This file is not a schema export: expected JSON with a "schemas" list (or a list of schemas).',
      );
    } else if (items.length > MAX_IMPORT_ITEMS) {
      this.fileProblem.set(
        `This file holds ${items.length} schemas; import at most ${MAX_IMPORT_ITEMS} at a time (split the "schemas" list).`,
      );
    } else {
      this.fileProblem.set(null);
      this.previewed.emit(items);
    }
  }
}
