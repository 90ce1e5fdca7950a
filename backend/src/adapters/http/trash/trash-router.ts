import { Router } from 'express';
import Joi from 'joi';
import type { TrashItemDto, TrashListResponse, TrashRestoreResponse } from '@sdn/contracts';
import { DeleteForever } from '../../../application/trash/delete-forever.js';
import { ListTrash, type ListedTrashEntry } from '../../../application/trash/list-trash.js';
import { RestoreFromTrash } from '../../../application/trash/restore-from-trash.js';
import type { TrashKind } from '../../../domain/trash/trash-entry.js';
import { currentActor } from '../auth/require-session.js';
import { pageQuery, uuidParam, validate } from '../joi-validation.js';
import type { UseCasesOf } from '../use-cases.js';

export const TRASH_USE_CASES = {
  listTrash: ListTrash,
  restoreFromTrash: RestoreFromTrash,
  deleteForever: DeleteForever,
};

export type TrashRouterDeps = UseCasesOf<typeof TRASH_USE_CASES>;

const itemParams = Joi.object({ id: uuidParam.required() });
const KINDS: { path: string; kind: TrashKind }[] = [
  { path: 'sites', kind: 'site' },
  { path: 'schemas', kind: 'schema' },
];

/** The workspace's trash: every member lists and restores; the owner alone deletes for good. */
export function createTrashRouter(deps: TrashRouterDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { limit, offset } = validate(pageQuery, req.query);
    const actor = currentActor(res);
    const page = await deps.listTrash.execute(actor, { limit, offset });
    const body: TrashListResponse = {
      items: page.items.map(toTrashItemDto),
      total: page.total,
      limit,
      offset,
      retentionDays: page.retentionDays,
      canDeleteForever: actor.role === 'owner',
    };
    res.json(body);
  });
  for (const { path, kind } of KINDS) {
    router.post(`/${path}/:id/restore`, async (req, res) => {
      const { id } = validate(itemParams, req.params);
      const entry = await deps.restoreFromTrash.execute(currentActor(res), kind, id);
      const body: TrashRestoreResponse = {
        kind: entry.kind,
        id: entry.id,
        clientSiteId: entry.clientSiteId,
        name: entry.name,
        restoredSchemas: entry.kind === 'site' ? entry.schemaCount : 1,
      };
      res.json(body);
    });
    router.delete(`/${path}/:id`, async (req, res) => {
      const { id } = validate(itemParams, req.params);
      await deps.deleteForever.execute(currentActor(res), kind, id);
      res.status(204).end();
    });
  }
  return router;
}

function toTrashItemDto(entry: ListedTrashEntry): TrashItemDto {
  const base = {
    id: entry.id,
    clientSiteId: entry.clientSiteId,
    name: entry.name,
    deletedAt: entry.deletedAt.toISOString(),
    deletedBy: entry.deletedBy,
    purgeAt: entry.purgeAt.toISOString(),
  };
  return entry.kind === 'site'
    ? { ...base, kind: 'site', websiteUrl: entry.websiteUrl, schemaCount: entry.schemaCount }
    : { ...base, kind: 'schema', siteName: entry.siteName, pageUrl: entry.pageUrl, status: entry.status, siteInTrash: entry.siteInTrash };
}
