import type { Schema, SchemaContent } from '../../domain/schema/schema.js';
import { assertSchemaSize } from '../../domain/schema/delivery-size.js';
import { assertPageFits, pageSizeScope } from './page-delivery-size.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';
import type { SchemaSaveChecks } from './schema-save-checks.js';

/** Edits name, page URL or JSON-LD in any state; a published schema's edit is live on the next request. */
export class UpdateSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly checks: SchemaSaveChecks,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, changes: Partial<SchemaContent>): Promise<Schema> {
    if (changes.jsonLd !== undefined) assertSchemaSize(changes.jsonLd, this.checks.sizeLimits);
    // New JSON-LD is validated before the lock: the verdict is CPU work that must not hold the site's transaction.
    const verdict = changes.jsonLd !== undefined ? (await this.checks.validity.check([changes.jsonLd]))[0] : undefined;
    // A published schema's new content or page changes what a page delivers: checked under the site's lock.
    return this.unitOfWork.serialized(pageSizeScope(clientId), async () => {
      const schema = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
      schema.edit(changes, this.clock.now(), actor.userId);
      if (changes.jsonLd !== undefined) {
        // Only new JSON-LD meets the plan's vocabulary: a downgraded workspace can still rename or move its schemas.
        this.checks.assertSavable(actor, schema);
        schema.recordValidity(verdict ?? false);
        await assertPageFits(this.schemas, schema, this.checks.sizeLimits);
      } else if (changes.pageUrl !== undefined) {
        await assertPageFits(this.schemas, schema, this.checks.sizeLimits);
      }
      await this.unitOfWork.commit();
      return schema;
    });
  }
}
