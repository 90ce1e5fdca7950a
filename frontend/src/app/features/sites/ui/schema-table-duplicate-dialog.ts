import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import type { SchemaDto } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Modal } from '../../../shared/ui/modal';

/** Page URLs typed one per line; blank lines are ignored. */
export function parsePageUrls(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
  ];
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
        @if (urlProblems().length > 0) {
          <ul class="problems">
            @for (problem of urlProblems(); track problem.url) { <li><code>{{ problem.url }}</code>: {{ problem.message }}</li> }
          </ul>
        }
        <div class="dialog-actions">
          <button type="button" class="btn" (click)="closed.emit()">Cancel</button>
          <button type="button" class="btn btn-primary" [disabled]="pending() || urls().length === 0" (click)="submit()">
            {{ pending() ? 'Duplicating…' : 'Create ' + urls().length + ' ' + (urls().length === 1 ? 'copy' : 'copies') }}
          </button>
        </div>
      }
    </app-modal>
  `,
  styles: `
    .dialog-actions { display: flex; justify-content: flex-end; gap: .5rem; margin-top: 1rem; }
    textarea { font-family: var(--font-mono); font-size: .85rem; }
    .problems { margin: 0; padding-left: 1.1rem; color: var(--color-danger); font-size: .85rem; overflow-wrap: anywhere; }
  `,
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
  /** The list as last sent, which the service's positions refer to (the text may change since). */
  private readonly sent = signal<string[]>([]);
  /** The service names a refused URL by its position (`pageUrls[1]`): shown with the URL itself. */
  protected readonly urlProblems = computed(() =>
    Object.entries(this.error()?.fieldErrors ?? {}).flatMap(([field, messages]) => {
      const index = /^pageUrls\[(\d+)\]$/.exec(field)?.[1];
      const url = index === undefined ? field : (this.sent()[Number(index)] ?? field);
      return messages.map((message) => ({ url, message }));
    }),
  );

  protected submit(): void {
    this.sent.set(this.urls());
    this.submitted.emit(this.urls());
  }
}
