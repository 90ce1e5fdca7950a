import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { JsonLdObject, SchemaDto } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { JsonDiff } from '../../../shared/ui/json-diff';
import { Modal } from '../../../shared/ui/modal';
import { orderedKeys } from '../data/ordered-keys';

/** A bulk run's reading of a page beside the library's schema of the same type for it. */
export interface UpdateProposal {
  schema: SchemaDto;
  update: JsonLdObject;
}

/**
 * Where the library already has a schema of the read type for a page, a bulk run proposes an update instead of a
 * second schema: this shows the differences and applies the reading to that schema only when the user says so
 * (a new revision; a published schema is delivered as updated from the next page view).
 */
@Component({
  selector: 'app-update-proposal-dialog',
  imports: [Modal, JsonDiff, ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-modal [open]="!!proposal()" [wide]="true" heading="Update the library's schema?" (closed)="cancelled.emit()">
      @if (proposal(); as p) {
        <p>
          <strong>{{ p.schema.name }}</strong> ({{ p.schema.schemaType }}, {{ p.schema.status }}) already covers
          <span class="url">{{ p.schema.pageUrl }}</span>. The run read the page again; applying its reading replaces
          the schema's JSON-LD as a new revision (the history keeps the current one).
          @if (p.schema.status === 'published') { The page gets the updated markup from its next view. }
        </p>
        <app-json-diff [before]="before()" [after]="after()" beforeLabel="In the library" afterLabel="Read from the page" />
        <app-error-alert [error]="error()" />
        <div class="actions">
          <button type="button" class="btn" (click)="cancelled.emit()">Keep the library's version</button>
          <button type="button" class="btn btn-primary" [disabled]="busy()" (click)="applied.emit(p)">
            {{ busy() ? 'Applying…' : 'Apply the reading to this schema' }}
          </button>
        </div>
      }
    </app-modal>
  `,
  styles: `
    .url { overflow-wrap: anywhere; font-family: var(--font-mono); font-size: .85rem; }
    .actions { display: flex; justify-content: flex-end; gap: .5rem; margin-top: 1rem; flex-wrap: wrap; }
  `,
})
export class UpdateProposalDialog {
  readonly proposal = input<UpdateProposal | null>(null);
  readonly busy = input(false);
  readonly error = input<ApiError | null>(null);
  readonly applied = output<UpdateProposal>();
  readonly cancelled = output<void>();

  // Key order is not a difference (the library's copy comes back from jsonb in the database's order).
  protected readonly before = computed(() => orderedKeys(this.proposal()?.schema.jsonLd ?? null));
  protected readonly after = computed(() => orderedKeys(this.proposal()?.update ?? null));
}
