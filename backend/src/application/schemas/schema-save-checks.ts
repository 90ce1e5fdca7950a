import { planLimits } from '../../domain/plans/plan-catalogue.js';
import { assertTypeAllowedOnPlan, typeAllowedOnPlan, type TypeCatalogue } from '../../domain/plans/plan-vocabulary.js';
import { DEFAULT_DELIVERY_SIZE_LIMITS, assertSchemaSize, type DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';
import type { Actor } from '../shared/actor.js';

/**
 * What every path that saves JSON-LD checks and records, in one place so create, edit, duplicate and import
 * cannot drift: the plan's vocabulary (Free: rich-result types, the rule generate applies), the size of one
 * schema, and the validator's verdict (computed in the worker pool) stored with the schema.
 */
export class SchemaSaveChecks {
  constructor(
    private readonly types: TypeCatalogue,
    readonly validity: JsonLdValidity,
    readonly sizeLimits: DeliverySizeLimits = DEFAULT_DELIVERY_SIZE_LIMITS,
  ) {}

  /** Throws the answer a single save gives: 403 `plan_required` for the type, 413 for the size. */
  assertSavable(actor: Actor, schema: Schema): void {
    assertTypeAllowedOnPlan(planLimits(actor.plan).fullVocabulary, schema.schemaType, this.types);
    assertSchemaSize(schema.jsonLd, this.sizeLimits);
  }

  typeAllowed(actor: Actor, type: string): boolean {
    return typeAllowedOnPlan(planLimits(actor.plan).fullVocabulary, type, this.types);
  }

  /** Validates the schemas' JSON-LD off the request thread and stores each verdict on its schema. */
  async recordValidity(schemas: Schema[]): Promise<void> {
    if (schemas.length === 0) return;
    const verdicts = await this.validity.check(schemas.map((schema) => schema.jsonLd));
    schemas.forEach((schema, index) => schema.recordValidity(verdicts[index] ?? false));
  }
}
