import { assertPageSize, deliveredBytes } from '../../domain/schema/delivery-size.js';
import type { Schema } from '../../domain/schema/schema.js';
import { SchemaEvent, type SchemaEventAction } from '../../domain/schema/schema-event.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { Trash } from '../../ports/trash.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { pageSizeScope } from './page-delivery-size.js';
import type { SchemaSaveChecks } from './schema-save-checks.js';

export type BulkAction = 'publish' | 'pause' | 'delete';

export interface BulkResult {
  /** Schemas the action changed (deleted ones included). */
  changed: string[];
  /** Schemas already in the asked state (publish of a published one, pause of a draft or a paused one). */
  unchanged: string[];
}

/**
 * Publish, pause or delete (to the trash) many schemas of one site in one transaction: one id of another site (or workspace), or
 * one page over the delivery size limit, refuses the whole request and changes nothing. Runs under the site's
 * page-size lock like single publishes; the database triggers log every changed page, so delivery sees the change
 * on its next request.
 */
export class BulkChangeSchemas {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly history: SchemaHistory,
    private readonly ids: IdGenerator,
    private readonly checks: SchemaSaveChecks,
    private readonly trash: Trash,
  ) {}

  async execute(actor: Actor, clientId: string, action: BulkAction, schemaIds: string[]): Promise<BulkResult> {
    const site = await accessibleSite(this.sites, actor, clientId);
    return this.unitOfWork.serialized(pageSizeScope(site.id), async () => {
      const found = await this.schemas.findManyInSite(site.id, schemaIds);
      if (found.length !== new Set(schemaIds).size) throw new NotFoundError('Schema not found');
      const now = this.clock.now();
      const result: BulkResult = { changed: [], unchanged: [] };
      for (const schema of found) {
        const event = await this.apply(schema, action, now, actor.userId);
        if (event === null) {
          result.unchanged.push(schema.id);
          continue;
        }
        result.changed.push(schema.id);
        this.history.record(SchemaEvent.of(schema, event, { id: this.ids.newId(), userId: actor.userId, at: now }));
      }
      if (action === 'publish') await this.assertPagesFit(site.id, found);
      await this.unitOfWork.commit();
      return result;
    });
  }

  /** A deleted schema goes to the trash, like a single delete: restorable until the purge. */
  private async apply(schema: Schema, action: BulkAction, now: Date, by: string): Promise<SchemaEventAction | null> {
    if (action === 'publish') return schema.deliver(now, by);
    if (action === 'pause') return schema.stopDelivery(now, by);
    await this.trash.putSchema(schema, by, now);
    return 'delete';
  }

  /** Each page the selection now delivers on: the selection's published schemas plus the page's other ones. */
  private async assertPagesFit(siteId: string, selection: Schema[]): Promise<void> {
    const ids = selection.map((schema) => schema.id);
    const byPage = new Map<string, number>();
    for (const schema of selection.filter((s) => s.isDelivered())) {
      byPage.set(schema.pageUrl, (byPage.get(schema.pageUrl) ?? 0) + deliveredBytes(schema.jsonLd));
    }
    for (const [pageUrl, ownBytes] of byPage) {
      const others = await this.schemas.publishedBytesOnPage(siteId, pageUrl, ids);
      assertPageSize(pageUrl, ownBytes, others, this.checks.sizeLimits);
    }
  }
}
