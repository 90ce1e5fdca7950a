import type { Schema } from '../../domain/schema/schema.js';
import type { SchemaFilter, SchemaRepository } from '../../ports/schema-repository.js';

const PAGE = 200;

/** Every schema of a site matching the filter, read page by page (exports and audits need the whole list). */
export async function allSchemas(schemas: SchemaRepository, clientSiteId: string, filter: SchemaFilter): Promise<Schema[]> {
  const all: Schema[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await schemas.pageBySite(clientSiteId, filter, { limit: PAGE, offset });
    all.push(...page.items);
    if (page.items.length < PAGE || all.length >= page.total) return all;
  }
}
