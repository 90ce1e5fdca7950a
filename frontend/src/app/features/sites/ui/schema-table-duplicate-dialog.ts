import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import type { SchemaDto } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Modal } from '../../../shared/ui/modal';

/** Page URLs typed one per line; blank lines are ignored. */
export function parsePageUrls(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))];
}

/** Copies one schema to other page URLs as drafts (all or none on the service). */
@Component({
  selector: 'app-schema-table-duplicate-dialog',
  imports: [Modal, ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-modal [open]="!!schema()" heading="Duplicate to other pages" (closed)="closed.emit()">
      @if (schema(); as schema) {
        <p class="muted">Copies <strong>{{ schema.name }}</strong> ({{ schema.schemaType }}) as drafts, one per page URL.</p>
        <div class="field">
          <label for="duplicate-urls">Page URLs, one per line</label>
          <textarea id="duplicate-urls" class="input" rows="5" [value]="text()" (input)="text.set(value($event))"
            placeholder="https://example.com/page-2"></textarea>
        </div>
        <app-error-alert [error]="error()" />
        <div class="dialog-actions">
          <button type="button" class="btn" (click)="closed.emit()">Cancel</button>
          <button type="button" class="btn btn-primary" [disabled]="pending() || urls().length === 0" (click)="submitted.emit(urls())">
            {{ pending() ? 'Duplicating…' : 'Create ' + urls().length + ' ' + (urls().length === 1 ? 'copy' : 'copies') }}
          </button>
        </div>
      }
    </app-modal>
  `,
  styles: `.dialog-actions { display: flex; justify-content: flex-end; gap: .5rem; margin-top: 1rem; } textarea { font-family: var(--font-mono); font-size: .85rem; }`,
})
export class SchemaTableDuplicateDialog {
  readonly schema = input<SchemaDto | null>(null);
  readonly pending = input(false);
  readonly error = input<ApiError | null>(null);
  readonly submitted = output<string[]>();
  readonly closed = output<void>();

  protected readonly text = signal('');
  protected readonly urls = computed(() => parsePageUrls(this.text()));
  protected readonly value = inputValue;
}
