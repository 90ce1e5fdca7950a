import { assertPageSize, deliveredBytes, type DeliverySizeLimits } from '../../domain/schema/delivery-size.js';
import type { Schema } from '../../domain/schema/schema.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';

/** Serialises changes that alter what one site's pages deliver, so two publishes cannot both fit alone. */
export function pageSizeScope(clientId: string): string {
  return `page-bytes:${clientId}`;
}

/** A schema that is (or is becoming) published must keep its page within the page limit. */
export async function assertPageFits(schemas: SchemaRepository, schema: Schema, limits: DeliverySizeLimits): Promise<void> {
  if (!schema.isDelivered()) return;
  const others = await schemas.publishedBytesOnPage(schema.clientSiteId, schema.pageUrl, [schema.id]);
  assertPageSize(schema.pageUrl, deliveredBytes(schema.jsonLd), others, limits);
}
