import type { Schema } from '../../domain/schema/schema.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import { accessibleSite } from '../client-sites/site-access.js';
import type { Actor } from '../shared/actor.js';

export const SCHEMA_NOT_FOUND = 'Schema not found';

/** A schema of one of the actor's sites, or 404 whether the site or the schema is someone else's. */
export async function accessibleSchema(
  sites: ClientSiteRepository,
  schemas: SchemaRepository,
  actor: Actor,
  clientId: string,
  schemaId: string,
): Promise<Schema> {
  const site = await accessibleSite(sites, actor, clientId);
  const schema = await schemas.findInSite(site.id, schemaId);
  if (!schema) throw new NotFoundError(SCHEMA_NOT_FOUND);
  return schema;
}
