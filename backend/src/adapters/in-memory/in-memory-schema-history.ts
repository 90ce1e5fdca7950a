import type { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { InMemoryTable } from './in-memory-unit-of-work.js';

export class InMemorySchemaHistory implements SchemaHistory {
  constructor(readonly table: InMemoryTable<SchemaEvent>) {}

  record(event: SchemaEvent): void {
    this.table.add(event);
  }

  async listBySite(clientSiteId: string, since?: Date): Promise<SchemaEvent[]> {
    return this.table
      .all()
      .filter((event) => event.clientSiteId === clientSiteId && (!since || event.occurredAt >= since))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }
}
