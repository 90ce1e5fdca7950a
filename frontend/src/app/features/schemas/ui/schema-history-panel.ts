import { formatDate } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  LOCALE_ID,
  computed,
  effect,
  inject,
  input,
  output,
  signal,
  untracked,
} from '@angular/core';
import type {
  RestoreRevisionResponse,
  SchemaRevisionDto,
  SchemaRevisionSummary,
  SchemaStatus,
} from '@sdn/contracts';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { JsonDiff } from '../../../shared/ui/json-diff';
import { Spinner } from '../../../shared/ui/spinner';
import { revisionTitle } from '../data/revision-labels';
import { REVISIONS_PER_PAGE, SchemaHistoryStore } from '../data/schema-history-store';
import { type RestoreDecision, RestoreRevisionDialog } from './restore-revision-dialog';
import { RevisionList } from './revision-list';

/** What a comparison shows of a revision: everything it holds, so name, URL and status changes show too. */
function comparable(revision: SchemaRevisionDto) {
  return {
    name: revision.name,
    pageUrl: revision.pageUrl,
    status: revision.status,
    jsonLd: revision.jsonLd,
  };
}

/** A schema's history in the editor: revisions, a side-by-side comparison of any two, and restore. */
@Component({
  selector: 'app-schema-history-panel',
  imports: [ErrorAlert, JsonDiff, RestoreRevisionDialog, RevisionList, Spinner],
  providers: [SchemaHistoryStore],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p class="muted">
      Every save and status change is kept with who made it and when{{
        history.kept() ? ' (the newest ' + history.kept() + ' per schema)' : ''
      }}. Tick two revisions to compare them; restoring puts an old version back as a new revision.
    </p>
    <app-error-alert [error]="history.loadError()" />
    @if (history.loading() && !history.revisions().length) {
      <app-spinner label="Loading history…" />
    } @else {
      <app-revision-list
        [revisions]="history.revisions()"
        [chosen]="history.chosen()"
        [latest]="history.latest()"
        [busy]="history.restoring.pending()"
        (toggled)="history.toggle($event)"
        (restoreRequested)="restoring.set($event)"
      />
      @if (history.total() > perPage) {
        <nav class="pager" aria-label="History pages">
          <button
            type="button"
            class="btn btn-sm"
            (click)="history.showPage(history.offset() - perPage)"
            [disabled]="history.offset() === 0"
          >
            Newer
          </button>
          <span class="muted"
            >{{ history.offset() + 1 }}–{{ lastShown() }} of {{ history.total() }}</span
          >
          <button
            type="button"
            class="btn btn-sm"
            (click)="history.showPage(history.offset() + perPage)"
            [disabled]="lastShown() >= history.total()"
          >
            Older
          </button>
        </nav>
      }
    }

    <section class="compare" aria-label="Comparison">
      @if (history.chosen().length < 2) {
        <p class="hint">
          Choose two revisions to see them side by side ({{ history.chosen().length }} of 2 chosen).
        </p>
      } @else if (history.comparison(); as pair) {
        <app-json-diff
          [before]="view(pair.before)"
          [after]="view(pair.after)"
          [beforeLabel]="label(pair.before)"
          [afterLabel]="label(pair.after)"
        />
      } @else if (history.comparing()) {
        <app-spinner label="Loading revisions…" />
      }
      <app-error-alert [error]="history.compareError()" />
    </section>

    <app-error-alert [error]="history.restoring.error()" />
    <app-restore-revision-dialog
      [revision]="restoring()"
      [status]="status()"
      [unsavedChanges]="unsavedChanges()"
      [busy]="history.restoring.pending()"
      (decided)="restore($event)"
      (cancelled)="restoring.set(null)"
    />
  `,
  styles: `
    :host {
      display: grid;
      gap: 0.75rem;
    }
    .pager {
      display: flex;
      gap: 0.75rem;
      align-items: center;
      justify-content: center;
    }
    .compare {
      display: grid;
      gap: 0.5rem;
    }
  `,
})
export class SchemaHistoryPanel {
  readonly clientId = input.required<string>();
  readonly schemaId = input.required<string>();
  /** The schema's status now: the restore dialog words its choices for it. */
  readonly status = input.required<SchemaStatus>();
  /** The schema's last save as the editor knows it; a change re-reads the history. */
  readonly savedAt = input<string | null>(null);
  readonly unsavedChanges = input(false);
  readonly restored = output<RestoreRevisionResponse>();

  protected readonly history = inject(SchemaHistoryStore);
  protected readonly restoring = signal<SchemaRevisionSummary | null>(null);
  protected readonly perPage = REVISIONS_PER_PAGE;
  protected readonly lastShown = computed(
    () => this.history.offset() + this.history.revisions().length,
  );
  protected readonly view = comparable;
  private readonly locale = inject(LOCALE_ID);

  constructor() {
    effect(() => {
      const [clientId, schemaId] = [this.clientId(), this.schemaId()];
      untracked(() => this.history.open(clientId, schemaId));
    });
    effect(() => {
      const savedAt = this.savedAt();
      untracked(() => this.history.schemaChanged(savedAt));
    });
  }

  protected label(revision: SchemaRevisionDto): string {
    return `#${revision.number} ${revisionTitle(revision)} · ${formatDate(revision.recordedAt, 'MMM d, HH:mm:ss', this.locale)}`;
  }

  protected async restore(decision: RestoreDecision): Promise<void> {
    const result = await this.history.restore(decision.number, decision.publish);
    this.restoring.set(null);
    if (result.ok) this.restored.emit(result.value);
  }
}
