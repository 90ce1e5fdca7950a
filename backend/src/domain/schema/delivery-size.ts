import { DomainError } from '../shared/domain-error.js';
import type { JsonLdDocument } from './json-ld-document.js';

/**
 * How much one schema, and all published schemas of one exact page together, may deliver. Checked when content
 * is saved and when a schema starts being delivered (publish, unpause, an edit of a published one); delivery
 * itself never truncates.
 */
export interface DeliverySizeLimits {
  /** UTF-8 bytes of one schema's compact JSON. */
  schemaBytes: number;
  /** UTF-8 bytes of every published schema of one exact page URL of a site, together. */
  pageBytes: number;
}

export const DEFAULT_DELIVERY_SIZE_LIMITS: DeliverySizeLimits = { schemaBytes: 100 * 1024, pageBytes: 500 * 1024 };

const encoder = new TextEncoder();

/** What delivering the document costs: its compact JSON in UTF-8, as stored and served. */
export function deliveredBytes(jsonLd: JsonLdDocument): number {
  return encoder.encode(JSON.stringify(jsonLd)).length;
}

/** Content beyond a delivery size limit (HTTP 413 with `details` naming the limit). */
export class DeliverySizeError extends DomainError {
  readonly code = 'delivery_too_large';
}

export function assertSchemaSize(jsonLd: JsonLdDocument, limits: DeliverySizeLimits): void {
  const bytes = deliveredBytes(jsonLd);
  if (bytes <= limits.schemaBytes) return;
  throw new DeliverySizeError(`The JSON-LD is ${bytes} bytes; one schema may be at most ${limits.schemaBytes} bytes`, {
    limit: 'schemaBytes',
    max: limits.schemaBytes,
    actual: bytes,
  });
}

/** `othersBytes`: the page's other published schemas. */
export function assertPageSize(pageUrl: string, ownBytes: number, othersBytes: number, limits: DeliverySizeLimits): void {
  const total = ownBytes + othersBytes;
  if (total <= limits.pageBytes) return;
  throw new DeliverySizeError(
    `Published schemas of ${pageUrl} would deliver ${total} bytes; one page may deliver at most ${limits.pageBytes} bytes`,
    { limit: 'pageBytes', max: limits.pageBytes, actual: total, pageUrl },
  );
}
