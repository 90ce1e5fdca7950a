import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { SchemaRevisionSummary, SchemaStatus } from '@sdn/contracts';
import { Modal } from '../../../shared/ui/modal';
import { restoreChoices, revisionTitle } from '../data/revision-labels';

export interface RestoreDecision {
  number: number;
  publish: boolean;
}

/**
 * Confirms a restore and makes publishing an explicit choice: one button puts the restored version live, the
 * other keeps it off the page (a live schema is paused) for review.
 */
@Component({
  selector: 'app-restore-revision-dialog',
  imports: [Modal],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-modal
      [open]="!!revision()"
      [heading]="'Restore revision #' + (revision()?.number ?? '') + '?'"
      (closed)="cancelled.emit()"
    >
      @if (revision(); as chosen) {
        <p>
          The name, page URL and JSON-LD of
          <strong>#{{ chosen.number }} ({{ title(chosen) }})</strong> become the schema's content
          again, as a new revision. Nothing in the history is lost.
        </p>
        @if (unsavedChanges()) {
          <p class="alert alert-warning">
            Your unsaved changes in the editor are replaced by the restored version.
          </p>
        }
        <ul class="effects">
          <li>
            <strong>{{ choices().publish }}:</strong> delivered on {{ chosen.pageUrl }} from the
            next page view.
          </li>
          <li>
            <strong>{{ choices().keep }}:</strong> {{ choices().keepEffect }}
          </li>
        </ul>
        <div class="actions">
          <button type="button" class="btn" (click)="cancelled.emit()">Cancel</button>
          <button
            type="button"
            class="btn"
            (click)="decided.emit({ number: chosen.number, publish: false })"
            [disabled]="busy()"
          >
            {{ choices().keep }}
          </button>
          <button
            type="button"
            class="btn btn-primary"
            (click)="decided.emit({ number: chosen.number, publish: true })"
            [disabled]="busy()"
          >
            {{ choices().publish }}
          </button>
        </div>
      }
    </app-modal>
  `,
  styles: `
    .effects {
      padding-left: 1.1rem;
      display: grid;
      gap: 0.3rem;
      overflow-wrap: anywhere;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
      gap: 0.5rem;
      margin-top: 1rem;
      flex-wrap: wrap;
    }
  `,
})
export class RestoreRevisionDialog {
  /** The revision to restore; null keeps the dialog closed. */
  readonly revision = input<SchemaRevisionSummary | null>(null);
  readonly status = input.required<SchemaStatus>();
  readonly unsavedChanges = input(false);
  readonly busy = input(false);
  readonly decided = output<RestoreDecision>();
  readonly cancelled = output<void>();

  protected readonly choices = computed(() => restoreChoices(this.status()));
  protected readonly title = revisionTitle;
}
