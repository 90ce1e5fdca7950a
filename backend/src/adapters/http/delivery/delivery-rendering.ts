import { createHash } from 'node:crypto';
import { DELIVERY_VERSION, renderJsonLdScripts } from '@sdn/contracts';
import type { DeliveryEntry } from '../../../ports/delivery-catalog.js';

// Entries are immutable, so each is serialised once however many page views it serves; inject and embed each
// build only their own form.
const injectParts = new WeakMap<DeliveryEntry, { head: string; bytes: number }>();
const embedParts = new WeakMap<DeliveryEntry, { html: string; etag: string }>();

function memoised<T extends object>(cache: WeakMap<DeliveryEntry, T>, entry: DeliveryEntry, build: () => T): T {
  let value = cache.get(entry);
  if (!value) cache.set(entry, (value = build()));
  return value;
}

const META_MIDDLE = '","serverTime":"';
const META_END = '"}}';

/**
 * The inject body and its length in bytes, built from a cached head: only the request id and the time differ per
 * request, both ASCII, so the length is known without scanning the body (Buffer.byteLength measured on this path).
 */
export function injectBody(entry: DeliveryEntry, requestId: string, serverTime: string): { text: string; bytes: number } {
  const { head, bytes } = memoised(injectParts, entry, () => {
    const schemasJson = JSON.stringify(entry.schemas.map((schema) => schema.jsonLd));
    const itemsJson = JSON.stringify(
      entry.schemas.map(({ id, name, schemaType, pageUrl, jsonLd }) => ({ id, name, schemaType, pageUrl, status: 'published', jsonLd })),
    );
    const text = `{"schemas":${schemasJson},"items":${itemsJson},"meta":{"version":"${DELIVERY_VERSION}","requestId":"`;
    return { head: text, bytes: Buffer.byteLength(text) + META_MIDDLE.length + META_END.length };
  });
  return { text: head + requestId + META_MIDDLE + serverTime + META_END, bytes: bytes + requestId.length + serverTime.length };
}

/** The embed HTML and its strong ETag. */
export function embedHtml(entry: DeliveryEntry): { html: string; etag: string } {
  return memoised(embedParts, entry, () => {
    const html = renderJsonLdScripts(entry.schemas.map((schema) => schema.jsonLd));
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  });
}
