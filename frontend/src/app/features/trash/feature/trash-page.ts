import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { TrashItemDto } from '@sdn/contracts';
import { mutation } from '../../../shared/data/mutation';
import { resourceError, valueOr } from '../../../shared/data/resource-signals';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { TrashApi } from '../data/trash-api';
import { type RestoredPlace, restoredPlace } from '../data/trash-item-view';
import { TrashItemRow } from '../ui/trash-item-row';

const PAGE_SIZE = 50;

/**
 * Deleted sites and schemas, newest first: every member restores (the item comes back as it was, and the page says
 * where); the owner alone deletes for good, after a confirmation.
 */
@Component({
  selector: 'app-trash-page',
  imports: [ErrorAlert, RouterLink, Spinner, TrashItemRow],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './trash-page.html',
  styleUrl: './trash-page.css',
})
export class TrashPage {
  private readonly api = inject(TrashApi);
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);

  protected readonly offset = signal(0);
  protected readonly pageSize = PAGE_SIZE;
  protected readonly trashResource = this.api.page(this.offset, PAGE_SIZE);
  protected readonly list = valueOr(this.trashResource, null);
  protected readonly loadError = resourceError(this.trashResource);
  protected readonly hasNext = computed(() => {
    const list = this.list();
    return !!list && list.offset + list.items.length < list.total;
  });
  /** The last restored item and where it is now (a link to it). */
  protected readonly restored = signal<RestoredPlace | null>(null);

  protected readonly restoring = mutation((item: TrashItemDto) => this.api.restore(item));
  protected readonly deleting = mutation((item: TrashItemDto) => this.api.deleteForever(item));

  protected async restore(item: TrashItemDto): Promise<void> {
    this.restored.set(null);
    const result = await this.restoring.run(item);
    if (!result.ok) return;
    this.restored.set(restoredPlace(result.value));
    this.trashResource.reload();
  }

  protected async deleteForever(item: TrashItemDto): Promise<void> {
    const what =
      item.kind === 'site'
        ? `${item.name} and its ${item.schemaCount === 1 ? 'schema' : `${item.schemaCount} schemas`}, with their history, audits and runs,`
        : `${item.name}, with its revision history,`;
    const go = await this.confirm.ask({
      title: `Delete ${item.name} forever?`,
      message: `${what} will be deleted for good. This cannot be undone.`,
      confirmLabel: 'Delete forever',
      danger: true,
    });
    if (!go) return;
    const result = await this.deleting.run(item);
    if (!result.ok) return;
    this.toasts.show(`${item.name} deleted for good`);
    this.trashResource.reload();
  }

  protected page(step: 1 | -1): void {
    this.offset.update((offset) => Math.max(0, offset + step * PAGE_SIZE));
  }
}
