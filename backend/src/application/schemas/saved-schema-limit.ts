import { planLimits } from '../../domain/plans/plan-catalogue.js';
import type { Schema } from '../../domain/schema/schema.js';
import { LimitReachedError } from '../../domain/shared/domain-error.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { UnitOfWork } from '../../ports/unit-of-work.js';
import { planLimitScope } from '../plans/plan-limit-scope.js';
import type { Actor } from '../shared/actor.js';

/** Room left under the plan's saved-schema limit (null: unlimited), for previews; read without the lock. */
export async function savedSchemaRoom(schemas: SchemaRepository, actor: Actor): Promise<number | null> {
  const max = planLimits(actor.plan).savedSchemas;
  if (max === null) return null;
  return Math.max(0, max - (await schemas.countByWorkspace(actor.workspaceId)));
}

/**
 * Adds new schemas and commits, all or none: on a limited plan the count and the inserts run under the workspace's
 * limit lock (the one site creates and seat reservations use), so parallel creates, duplicates and imports cannot
 * all see room for more.
 */
export async function addWithinSavedSchemaLimit(
  schemas: SchemaRepository,
  unitOfWork: UnitOfWork,
  actor: Actor,
  added: Schema[],
): Promise<void> {
  const max = planLimits(actor.plan).savedSchemas;
  const addAll = async () => {
    for (const schema of added) schemas.add(schema);
    await unitOfWork.commit();
  };
  if (max === null) return addAll();
  return unitOfWork.serialized(planLimitScope(actor.workspaceId), async () => {
    const used = await schemas.countByWorkspace(actor.workspaceId);
    if (used + added.length > max) {
      throw new LimitReachedError({
        limit: 'savedSchemas',
        max,
        used,
        plan: actor.plan,
        ...(added.length > 1 && { requested: added.length }),
      });
    }
    await addAll();
  });
}
