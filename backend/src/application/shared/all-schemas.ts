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

/**
 * The library's schema of one type for one exact page URL, if any: the one a new reading of that page updates, never
 * duplicates (bulk runs, the deep audit's proposals and saving them all ask this).
 */
export async function librarySchemaOfType(
  schemas: SchemaRepository,
  clientSiteId: string,
  pageUrl: string,
  schemaType: string,
): Promise<Schema | undefined> {
  return (await schemas.pageBySite(clientSiteId, { pageUrl, schemaType }, { limit: 1, offset: 0 })).items[0];
}
