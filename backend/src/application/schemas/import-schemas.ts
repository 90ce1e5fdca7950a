import type { SchemaImportItemResult, SchemaImportRejectionCode, SchemaImportResponse } from '@sdn/contracts';
import { lowestPlanWith } from '../../domain/plans/plan-catalogue.js';
import { DeliverySizeError, assertSchemaSize } from '../../domain/schema/delivery-size.js';
import { Schema } from '../../domain/schema/schema.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';
import { addWithinSavedSchemaLimit, savedSchemaRoom } from './saved-schema-limit.js';
import type { SchemaSaveChecks } from './schema-save-checks.js';
import { featureRequired } from '../../domain/plans/plan-features.js';

interface Candidate {
  result: SchemaImportItemResult;
  schema: Schema | null;
}

type Reason = SchemaImportItemResult['reasons'][number];

const FIELD_REASONS: Record<string, SchemaImportRejectionCode> = { name: 'invalid_name', pageUrl: 'invalid_url' };

/** How an import runs: a dry run changes nothing; `validOnly` creates what passes and reports the rest. */
export interface ImportOptions {
  dryRun: boolean;
  validOnly: boolean;
}

/**
 * Imports schemas (an export's `schemas`, from this site or another, or the rows of a CSV the dashboard mapped) as
 * drafts. A dry run answers per item what would be created or rejected and why. The import itself runs in one
 * transaction: by default all items or, when any item is rejected, none (400 for content, 403 `plan_required` for a
 * type, 403 `limit_reached` for the plan limit); with `validOnly` the items that pass are created and the others
 * reported as rejected, so an import whose every item is rejected changes nothing.
 */
export class ImportSchemas {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly checks: SchemaSaveChecks,
  ) {}

  async execute(actor: Actor, clientId: string, items: Record<string, unknown>[], options: ImportOptions): Promise<SchemaImportResponse> {
    const { dryRun, validOnly } = options;
    const site = await accessibleSite(this.sites, actor, clientId);
    const now = this.clock.now();
    const candidates = items.map((item, index) => this.candidate(actor, site.id, item, index, now));
    this.markOverLimit(candidates, await savedSchemaRoom(this.schemas, actor));
    const accepted = candidates.filter((c) => c.result.reasons.length === 0);
    const answer = () => ({
      dryRun,
      accepted: accepted.length,
      rejected: candidates.length - accepted.length,
      items: candidates.map((c) => c.result),
    });
    if (dryRun) return answer();
    if (!validOnly) {
      const refused = contentOrTypeRefusal(candidates);
      if (refused) throw refused;
    }
    // All or none: every item has a schema now (those marked over the limit too, so the count under the lock answers
    // the usual `limit_reached`). Valid only: the accepted ones, which the preview's room already fits.
    const creating = validOnly ? accepted : candidates;
    if (creating.length === 0) return answer();
    // The count under the limit lock (which parallel imports and creates share) decides the plan's room.
    const created = creating.map((c) => c.schema!);
    await this.checks.recordValidity(created);
    await addWithinSavedSchemaLimit(this.schemas, this.unitOfWork, actor, created);
    for (const c of creating) Object.assign(c.result, { outcome: 'created', schemaId: c.schema!.id });
    return { ...answer(), accepted: creating.length, rejected: candidates.length - creating.length };
  }

  private candidate(actor: Actor, siteId: string, item: Record<string, unknown>, index: number, now: Date): Candidate {
    const name = typeof item['name'] === 'string' ? item['name'] : null;
    const pageUrl = typeof item['pageUrl'] === 'string' ? item['pageUrl'] : null;
    const result: SchemaImportItemResult = { index, name, pageUrl, schemaType: null, outcome: 'create', reasons: [] };
    let schema: Schema | null = null;
    try {
      schema = Schema.create({
        id: this.ids.newId(),
        clientSiteId: siteId,
        name: name ?? '',
        pageUrl: pageUrl ?? '',
        jsonLd: item['jsonLd'] as Schema['jsonLd'],
        now,
        by: actor.userId,
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      result.reasons.push(...reasonsOf(error));
    }
    if (schema) {
      result.schemaType = schema.schemaType;
      result.reasons.push(...this.savingReasons(actor, schema));
    }
    if (result.reasons.length > 0) result.outcome = 'reject';
    return { result, schema };
  }

  private savingReasons(actor: Actor, schema: Schema): Reason[] {
    const reasons: Reason[] = [];
    if (!this.checks.typeAllowed(actor, schema.schemaType)) {
      const plan = lowestPlanWith((limits) => limits.fullVocabulary);
      reasons.push({
        code: 'type_not_allowed',
        message: `${schema.schemaType} is not a rich-result type: the ${actor.plan} plan saves only rich-result types (${plan} and above: the whole vocabulary)`,
      });
    }
    try {
      assertSchemaSize(schema.jsonLd, this.checks.sizeLimits);
    } catch (error) {
      if (!(error instanceof DeliverySizeError)) throw error;
      reasons.push({ code: 'too_large', message: error.message });
    }
    return reasons;
  }

  /** Items beyond the plan's room are refused in file order, so the preview shows which ones would not fit. */
  private markOverLimit(candidates: Candidate[], room: number | null): void {
    if (room === null) return;
    let left = room;
    for (const { result } of candidates) {
      if (result.reasons.length > 0) continue;
      if (left > 0) {
        left -= 1;
        continue;
      }
      result.reasons.push({
        code: 'over_plan_limit',
        message: `Over the ${room === 0 ? 'saved-schema limit: no room left' : `saved-schema limit: room for ${room} more`} on this plan`,
      });
      result.outcome = 'reject';
    }
  }
}

function reasonsOf(error: ValidationError): Reason[] {
  const details = (error.details ?? {}) as Record<string, { _errors: string[] }>;
  return Object.entries(details).flatMap(([field, { _errors }]) => {
    const code = FIELD_REASONS[field] ?? 'invalid_json_ld';
    return _errors.map((message) => ({ code, message: code === 'invalid_json_ld' ? `${field}: ${message}` : message }));
  });
}

/** Content problems answer 400 (naming each item), then the plan's type rule 403 `plan_required`; else null. */
function contentOrTypeRefusal(candidates: Candidate[]): Error | null {
  const isContent = (r: Reason) => r.code !== 'type_not_allowed' && r.code !== 'over_plan_limit';
  const content = candidates.filter((c) => c.result.reasons.some(isContent));
  if (content.length > 0) {
    return new ValidationError(
      fieldErrors(Object.fromEntries(content.map((c) => [`schemas[${c.result.index}]`, c.result.reasons.map((r: Reason) => r.message)]))),
    );
  }
  if (candidates.some((c) => c.result.reasons.some((r: Reason) => r.code === 'type_not_allowed'))) {
    return featureRequired('fullVocabulary');
  }
  return null;
}
