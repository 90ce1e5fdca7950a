import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { TrashEntry, TrashKind } from '../../domain/trash/trash-entry.js';
import type { Trash } from '../../ports/trash.js';
import type { Actor } from '../shared/actor.js';

/** The actor's trashed item, or 404: another workspace's item is indistinguishable from one that is not there. */
export async function trashedItem(trash: Trash, actor: Actor, kind: TrashKind, id: string): Promise<TrashEntry> {
  const entry = await trash.find(actor.workspaceId, kind, id);
  if (!entry) throw new NotFoundError(kind === 'site' ? 'Site not found in the trash' : 'Schema not found in the trash');
  return entry;
}
