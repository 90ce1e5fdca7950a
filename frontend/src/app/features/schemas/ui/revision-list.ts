import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import type { SchemaRevisionSummary } from '@sdn/contracts';
import { StatusChip } from '../../../shared/ui/status-chip';
import { authorLabel, changeSummary, revisionTitle } from '../data/revision-labels';

/** A page of revisions: what happened, who, when and what changed; choose two to compare, or restore one. */
@Component({
  selector: 'app-revision-list',
  imports: [DatePipe, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <ol class="revisions" aria-label="Revisions, newest first">
      @for (revision of revisions(); track revision.number) {
        <li
          class="revision"
          [class.chosen]="chosen().includes(revision.number)"
          [attr.data-revision]="revision.number"
        >
          <label class="pick">
            <input
              type="checkbox"
              [checked]="chosen().includes(revision.number)"
              (change)="toggled.emit(revision.number)"
              [attr.aria-label]="'Compare revision ' + revision.number"
            />
          </label>
          <div class="what">
            <span class="title"
              ><span class="number">#{{ revision.number }}</span> {{ title(revision) }}</span
            >
            @if (summary(revision); as text) {
              <span class="changes">{{ text }}</span>
            }
            <span class="meta"
              >{{ author(revision) }} ·
              <time [attr.datetime]="revision.recordedAt">{{
                revision.recordedAt | date: 'MMM d, y, HH:mm:ss'
              }}</time></span
            >
          </div>
          <app-status-chip [value]="revision.status" />
          @if (revision.number === latest()) {
            <span class="current">Current</span>
          } @else {
            <button
              type="button"
              class="btn btn-sm"
              (click)="restoreRequested.emit(revision)"
              [disabled]="busy()"
            >
              Restore
            </button>
          }
        </li>
      }
    </ol>
  `,
  styles: `
    .revisions {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.25rem;
    }
    .revision {
      display: grid;
      grid-template-columns: auto 1fr auto auto;
      gap: 0.75rem;
      align-items: center;
      padding: 0.5rem 0.6rem;
      border: 1px solid var(--color-border);
      border-radius: 6px;
    }
    .revision.chosen {
      border-color: var(--color-primary);
      background: var(--color-primary-soft);
    }
    .what {
      display: grid;
      gap: 0.1rem;
      min-width: 0;
    }
    .title {
      font-weight: 600;
    }
    .number {
      color: var(--color-muted);
      font-weight: 500;
    }
    .changes,
    .meta {
      font-size: 0.82rem;
      color: var(--color-muted);
      overflow-wrap: anywhere;
    }
    .current {
      font-size: 0.8rem;
      color: var(--color-muted);
      padding: 0 0.4rem;
    }
  `,
})
export class RevisionList {
  readonly revisions = input.required<SchemaRevisionSummary[]>();
  readonly chosen = input<number[]>([]);
  /** The schema's latest revision: it is what the schema holds now, so it offers no restore. */
  readonly latest = input<number | null>(null);
  readonly busy = input(false);
  readonly toggled = output<number>();
  readonly restoreRequested = output<SchemaRevisionSummary>();

  protected readonly title = revisionTitle;
  protected readonly summary = changeSummary;
  protected readonly author = authorLabel;
}
