import type { EntityManager } from '@mikro-orm/postgresql';
import type { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import { SchemaEventSchema } from './schema-event-entity-schema.js';

/** Events are persisted through the request's entity manager, so they commit with the schema change. */
export class MikroOrmSchemaHistory implements SchemaHistory {
  constructor(private readonly em: EntityManager) {}

  record(event: SchemaEvent): void {
    this.em.persist(event);
  }

  listBySite(clientSiteId: string, since?: Date): Promise<SchemaEvent[]> {
    return this.em.find(
      SchemaEventSchema,
      { clientSiteId, ...(since && { occurredAt: { $gte: since } }) },
      { orderBy: { occurredAt: 'asc', id: 'asc' } },
    );
  }
}
