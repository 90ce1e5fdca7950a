import { SchemaEvent } from '../../domain/schema/schema-event.js';
import type { Schema } from '../../domain/schema/schema.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { allSchemas } from '../shared/all-schemas.js';
import type { Actor } from '../shared/actor.js';
import { accessibleRun } from './bulk-run-report.js';

/** Publishes the chosen results' drafts together: one request, one transaction, all or nothing. */
export class PublishBulkResults {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly runs: BulkRunRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
  ) {}

  /** `itemIds`: 1 to 100 item ids (checked at the edge). Returns the ids of the schemas it published. */
  async execute(actor: Actor, clientId: string, runId: string, itemIds: readonly string[]): Promise<string[]> {
    const run = await accessibleRun(this.sites, this.runs, actor, clientId, runId);
    const schemaIds = run.draftsOf(itemIds);
    const missing = itemIds.filter((id) => !schemaIds.has(id));
    if (missing.length > 0) throw new ValidationError(fieldErrors({ itemIds: [`No draft to publish for item(s) ${missing.join(', ')}`] }));
    const now = this.clock.now();
    const published: string[] = [];
    for (const schemaId of schemaIds.values()) {
      const schema = await this.schemas.findInSite(run.clientSiteId, schemaId);
      if (!schema) throw new ValidationError(fieldErrors({ itemIds: ["A result's draft was deleted; run the list again"] }));
      if (schema.status === 'published') continue;
      await this.refuseSecondPublished(run.clientSiteId, schema);
      schema.publish(now, actor.userId);
      this.history.record(SchemaEvent.of(schema, 'publish', { id: this.ids.newId(), userId: actor.userId, at: now }));
      published.push(schema.id);
    }
    await this.unitOfWork.commit();
    return published;
  }

  /** One published schema of a type per page: a second one needs the explicit choice of pausing or updating the first. */
  private async refuseSecondPublished(clientSiteId: string, schema: Schema): Promise<void> {
    const other = (await allSchemas(this.schemas, clientSiteId, { status: 'published', pageUrl: schema.pageUrl })).find(
      (candidate) => candidate.id !== schema.id && candidate.schemaType === schema.schemaType,
    );
    if (other) {
      throw new ValidationError(
        fieldErrors({
          itemIds: [
            `${schema.pageUrl} already has a published ${schema.schemaType} schema ("${other.name}"): pause it or update it instead of publishing a second one`,
          ],
        }),
      );
    }
  }
}
