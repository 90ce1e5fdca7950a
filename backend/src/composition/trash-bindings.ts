import type { Container } from 'inversify';
import { DeleteForever } from '../application/trash/delete-forever.js';
import { ListTrash } from '../application/trash/list-trash.js';
import { PurgeTrash } from '../application/trash/purge-trash.js';
import { PurgeTrashJob } from '../application/trash/purge-trash-job.js';
import { RestoreFromTrash } from '../application/trash/restore-from-trash.js';
import { MikroOrmTrash } from '../adapters/postgres/mikro-orm-trash.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide, provideOneOf } from './wiring.js';

/** The trash of deleted sites and schemas: listing, restoring, deleting for good, and the hourly purge. */
export function bindTrash(c: Container, config: Config): void {
  provide(c, T.Trash, (get) => new MikroOrmTrash(get(T.EntityManager)));
  provide(c, ListTrash, (get) => new ListTrash(get(T.Trash), config.trash));
  provide(
    c,
    RestoreFromTrash,
    (get) =>
      new RestoreFromTrash(
        get(T.Trash),
        get(T.ClientSiteRepository),
        get(T.SchemaRepository),
        get(T.UnitOfWork),
        get(T.Clock),
        get(T.SchemaHistory),
        get(T.IdGenerator),
        get(T.DeliverySizeLimits),
      ),
  );
  provide(c, DeleteForever, (get) => new DeleteForever(get(T.Trash), get(T.UnitOfWork)));
  provide(c, PurgeTrash, (get) => new PurgeTrash(get(T.Trash), get(T.UnitOfWork), get(T.Clock), config.trash));
  provideOneOf(c, T.JobKind, (get) => new PurgeTrashJob(get(PurgeTrash)));
}
