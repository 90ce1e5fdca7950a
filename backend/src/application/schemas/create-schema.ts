import { Schema, type SchemaContent } from '../../domain/schema/schema.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { addWithinSavedSchemaLimit } from './saved-schema-limit.js';
import type { SchemaSaveChecks } from './schema-save-checks.js';

/** Saves a new schema as a draft; it is never delivered until published. Drafts count toward the plan limit. */
export class CreateSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly checks: SchemaSaveChecks,
  ) {}

  async execute(actor: Actor, clientId: string, content: SchemaContent): Promise<Schema> {
    const site = await accessibleSite(this.sites, actor, clientId);
    const schema = Schema.create({ id: this.ids.newId(), clientSiteId: site.id, ...content, now: this.clock.now(), by: actor.userId });
    // A draft is not delivered, so only its own size counts now; its page's total is checked at publish.
    this.checks.assertSavable(actor, schema);
    await this.checks.recordValidity([schema]);
    await addWithinSavedSchemaLimit(this.schemas, this.unitOfWork, actor, [schema]);
    return schema;
  }
}
