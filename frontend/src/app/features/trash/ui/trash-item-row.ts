import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { TrashItemDto } from '@sdn/contracts';
import { trashItemView } from '../data/trash-item-view';

/** One trashed item: what it was, who deleted it and when it goes for good, with Restore and Delete forever. */
@Component({
  selector: 'app-trash-item-row',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let v = view();
    <div class="item">
      <div class="what">
        <span class="kind">{{ v.kindLabel }}</span>
        <strong class="title">{{ v.title }}</strong>
        <div class="muted origin">{{ v.origin }}</div>
        <div class="muted small">{{ v.deleted }}</div>
        <div class="muted small">{{ v.purge }}</div>
        @if (v.restoreBlockedBy) {
          <div class="small blocked">{{ v.restoreBlockedBy }}</div>
        }
      </div>
      <div class="buttons">
        @if (!v.restoreBlockedBy) {
          <button type="button" class="btn btn-sm btn-primary" [disabled]="busy()" [attr.aria-label]="'Restore ' + v.title" (click)="restore.emit(item())">
            Restore
          </button>
        }
        @if (canDeleteForever()) {
          <button type="button" class="btn btn-sm btn-danger" [disabled]="busy()" [attr.aria-label]="'Delete forever ' + v.title" (click)="deleteForever.emit(item())">
            Delete forever
          </button>
        }
      </div>
    </div>
  `,
  styles: `
    .item {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0.5rem 1rem;
    }
    .what {
      min-width: 0;
      flex: 1 1 16rem;
    }
    .kind {
      display: inline-block;
      font-size: 0.75rem;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      margin-right: 0.4rem;
      color: var(--color-muted, inherit);
    }
    .title,
    .origin {
      overflow-wrap: anywhere;
    }
    .small {
      font-size: 0.8rem;
    }
    .blocked {
      color: var(--color-warning, inherit);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: flex-start;
    }
  `,
})
export class TrashItemRow {
  readonly item = input.required<TrashItemDto>();
  readonly canDeleteForever = input(false);
  readonly busy = input(false);
  readonly restore = output<TrashItemDto>();
  readonly deleteForever = output<TrashItemDto>();

  protected readonly view = computed(() => trashItemView(this.item()));
}
