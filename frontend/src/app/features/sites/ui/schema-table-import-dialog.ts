import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  input,
  output,
  signal,
} from '@angular/core';
import type { SchemaImportResponse } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Modal } from '../../../shared/ui/modal';
import { type ColumnMapping, autoMapping, importItemOf, mappingComplete } from '../data/csv-import';
import {
  type ImportFile,
  formerStatuses,
  importStatusNote,
  readImportFile,
} from '../data/import-file';
import { SchemaTableImportMapping } from './schema-table-import-mapping';

type Step = 'file' | 'mapping' | 'preview';

/**
 * Import in steps: a file is read in the browser (CSV or JSON, within the service's limits); a CSV's columns are
 * mapped to the fields of a schema with its first rows shown; the service's dry run then says per row what would be
 * created or rejected and why, and what happens to statuses; only then does the import run, all of it or, when some
 * rows are rejected, the valid rows as a deliberate choice.
 */
@Component({
  selector: 'app-schema-table-import-dialog',
  imports: [Modal, ErrorAlert, SchemaTableImportMapping],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './schema-table-import-dialog.html',
  styleUrl: './schema-table-import-dialog.css',
})
export class SchemaTableImportDialog {
  readonly open = input.required<boolean>();
  readonly preview = input<SchemaImportResponse | null>(null);
  readonly pending = input(false);
  readonly error = input<ApiError | null>(null);
  /** The items to preview with a dry run. */
  readonly previewed = output<Record<string, unknown>[]>();
  /** Import for real: true for the valid rows only, false for all or none. */
  readonly confirmed = output<boolean>();
  readonly closed = output<void>();

  protected readonly file = signal<ImportFile | null>(null);
  protected readonly mapping = signal<ColumnMapping>({ name: null, pageUrl: null, jsonLd: null });
  protected readonly step = signal<Step>('file');
  protected readonly fileProblem = computed(() => {
    const file = this.file();
    return file?.kind === 'problem' ? file.problem : null;
  });
  protected readonly csv = computed(() => {
    const file = this.file();
    return file?.kind === 'csv' ? file.table : null;
  });
  protected readonly mappingComplete = computed(() => mappingComplete(this.mapping()));
  /** What the dry run and the import send: a JSON file's items, or each CSV row read through the mapping. */
  private readonly items = computed(() => {
    const file = this.file();
    if (file?.kind === 'json') return file.items;
    if (file?.kind === 'csv')
      return file.table.rows.map((row) => importItemOf(row, this.mapping()));
    return [];
  });
  /** "rows" of a CSV, "schemas" of a JSON file. */
  protected readonly unit = computed(() => (this.csv() ? 'rows' : 'schemas'));
  /** Said before importing: drafts, and how many were published or paused where they came from. */
  protected readonly statusNote = computed(() => {
    const preview = this.preview();
    const file = this.file();
    if (!preview || !file) return '';
    const statuses = formerStatuses(file);
    return importStatusNote(
      preview.items
        .filter((item) => item.outcome !== 'reject')
        .map((item) => statuses[item.index] ?? ''),
    );
  });

  constructor() {
    // Each opening starts from the file picker.
    effect(() => {
      if (!this.open()) return;
      this.file.set(null);
      this.step.set('file');
    });
  }

  /** A spreadsheet's row number (the header is row 1), or the item's position in a JSON list. */
  protected rowLabel(index: number): string {
    return this.csv() ? `Row ${index + 2}` : `#${index + 1}`;
  }

  protected async onFile(event: Event): Promise<void> {
    const chosen = (event.target as HTMLInputElement).files?.[0];
    if (!chosen) return;
    const file = await readImportFile(chosen);
    this.file.set(file);
    if (file.kind === 'csv') {
      this.mapping.set(autoMapping(file.table.header));
      this.step.set('mapping');
    } else if (file.kind === 'json') {
      this.check();
    } else {
      this.step.set('file');
    }
  }

  /** Sends the items as they are now (after the mapping) to the service's dry run. */
  protected check(): void {
    this.step.set('preview');
    this.previewed.emit(this.items());
  }
}
