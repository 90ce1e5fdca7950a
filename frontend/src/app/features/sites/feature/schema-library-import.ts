import {
  ChangeDetectionStrategy,
  Component,
  effect,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import type { SchemaImportItem, SchemaImportResponse } from '@sdn/contracts';
import { SchemasApi } from '../../../shared/api/schemas-api';
import { mutation } from '../../../shared/data/mutation';
import { ToastService } from '../../../shared/ui/toast.service';
import { SchemaTableImportDialog } from '../ui/schema-table-import-dialog';

/**
 * The library's import: the dialog's steps backed by the service, a dry run first, then the import itself (all or
 * none, or the valid rows only when the user chose that).
 */
@Component({
  selector: 'app-schema-library-import',
  imports: [SchemaTableImportDialog],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-schema-table-import-dialog [open]="open()" [preview]="preview()" [pending]="importing.pending()" [error]="importing.error()"
      (previewed)="check($event)" (confirmed)="run($event)" (closed)="closed.emit()" />
  `,
})
export class SchemaLibraryImport {
  readonly clientId = input.required<string>();
  readonly open = input.required<boolean>();
  /** Schemas were created: the library and the plan's counts are out of date. */
  readonly imported = output<void>();
  readonly closed = output<void>();

  private readonly api = inject(SchemasApi);
  private readonly toasts = inject(ToastService);
  protected readonly preview = signal<SchemaImportResponse | null>(null);
  private items: Record<string, unknown>[] = [];
  protected readonly importing = mutation((dryRun: boolean, validOnly: boolean) =>
    this.api.importSchemas(this.clientId(), {
      dryRun,
      ...(validOnly && { validOnly }),
      schemas: this.items as unknown as SchemaImportItem[],
    }),
  );

  constructor() {
    // Each opening starts without the previous file's answer.
    effect(() => {
      if (this.open()) this.preview.set(null);
    });
  }

  protected async check(items: Record<string, unknown>[]): Promise<void> {
    this.items = items;
    this.preview.set(null);
    const result = await this.importing.run(true, false);
    if (result.ok) this.preview.set(result.value);
  }

  /** `validOnly`: the user chose to import the valid rows and leave the rejected ones out. */
  protected async run(validOnly: boolean): Promise<void> {
    const result = await this.importing.run(false, validOnly);
    if (!result.ok) return;
    const { accepted, rejected } = result.value;
    this.preview.set(result.value);
    this.toasts.show(
      `Imported ${accepted} schemas as drafts${rejected ? `; ${rejected} rejected left out` : ''}`,
    );
    this.imported.emit();
  }
}
