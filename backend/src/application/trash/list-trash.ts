import { purgeDate, type TrashEntry } from '../../domain/trash/trash-entry.js';
import type { Page, PageRequest } from '../../ports/paging.js';
import type { Trash } from '../../ports/trash.js';
import type { Actor } from '../shared/actor.js';
import type { TrashSettings } from './trash-settings.js';

export type ListedTrashEntry = TrashEntry & { purgeAt: Date };

/** The workspace's trash, newest first, each item with the day the purge job removes it. Every member reads it. */
export class ListTrash {
  constructor(
    private readonly trash: Trash,
    private readonly settings: TrashSettings,
  ) {}

  async execute(actor: Actor, page: PageRequest): Promise<Page<ListedTrashEntry> & { retentionDays: number }> {
    const found = await this.trash.pageByWorkspace(actor.workspaceId, page);
    return {
      items: found.items.map((entry) => ({ ...entry, purgeAt: purgeDate(entry.deletedAt, this.settings.retentionDays) })),
      total: found.total,
      retentionDays: this.settings.retentionDays,
    };
  }
}
