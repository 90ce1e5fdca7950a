import type { Schema } from '../../domain/schema/schema.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { PageUrl } from '../../domain/shared/page-url.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import type { Actor } from '../shared/actor.js';
import { accessibleSchema } from './schema-access.js';
import { addWithinSavedSchemaLimit } from './saved-schema-limit.js';
import type { SchemaSaveChecks } from './schema-save-checks.js';

/**
 * Copies a schema to other page URLs as drafts, all or none: one bad URL, the plan's vocabulary or the saved-schema
 * limit (counted under the same workspace lock creates use) refuses every copy.
 */
export class DuplicateSchema {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly checks: SchemaSaveChecks,
  ) {}

  async execute(actor: Actor, clientId: string, schemaId: string, pageUrls: string[]): Promise<Schema[]> {
    const source = await accessibleSchema(this.sites, this.schemas, actor, clientId, schemaId);
    const now = this.clock.now();
    const problems = Object.fromEntries(
      pageUrls.flatMap((pageUrl, index) => {
        const problem = PageUrl.problem(pageUrl);
        return problem ? [[`pageUrls[${index}]`, [problem]]] : [];
      }),
    );
    if (Object.keys(problems).length > 0) throw new ValidationError(fieldErrors(problems));
    // The copies carry the source's JSON-LD, so its verdict too.
    const copies = pageUrls.map((pageUrl) => source.duplicateTo(pageUrl, this.ids.newId(), now, actor.userId));
    for (const copy of copies) this.checks.assertSavable(actor, copy);
    if (source.valid === null) await this.checks.recordValidity(copies);
    await addWithinSavedSchemaLimit(this.schemas, this.unitOfWork, actor, copies);
    return copies;
  }
}
