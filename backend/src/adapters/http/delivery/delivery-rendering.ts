import { createHash } from 'node:crypto';
import { DELIVERY_VERSION, renderJsonLdScripts } from '@sdn/contracts';
import type { DeliveryEntry } from '../../../ports/delivery-catalog.js';

// Entries are immutable, so each is serialised once however many page views it serves; inject and embed each
// build only their own form.
const injectParts = new WeakMap<DeliveryEntry, { schemasJson: string; itemsJson: string }>();
const embedParts = new WeakMap<DeliveryEntry, { html: string; etag: string }>();

function memoised<T extends object>(cache: WeakMap<DeliveryEntry, T>, entry: DeliveryEntry, build: () => T): T {
  let value = cache.get(entry);
  if (!value) cache.set(entry, (value = build()));
  return value;
}

/** The inject body, built from cached fragments: only the meta differs per request. */
export function injectBody(entry: DeliveryEntry, requestId: string, serverTime: string): string {
  const { schemasJson, itemsJson } = memoised(injectParts, entry, () => ({
    schemasJson: JSON.stringify(entry.schemas.map((schema) => schema.jsonLd)),
    itemsJson: JSON.stringify(
      entry.schemas.map(({ id, name, schemaType, pageUrl, jsonLd }) => ({ id, name, schemaType, pageUrl, status: 'published', jsonLd })),
    ),
  }));
  return `{"schemas":${schemasJson},"items":${itemsJson},"meta":{"version":"${DELIVERY_VERSION}","requestId":"${requestId}","serverTime":"${serverTime}"}}`;
}

/** The embed HTML and its strong ETag. */
export function embedHtml(entry: DeliveryEntry): { html: string; etag: string } {
  return memoised(embedParts, entry, () => {
    const html = renderJsonLdScripts(entry.schemas.map((schema) => schema.jsonLd));
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  });
}
