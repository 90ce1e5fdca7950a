import { createHash } from 'node:crypto';
import { DELIVERY_VERSION } from '@sdn/contracts';
import type { DeliveryEntry } from '../../../ports/delivery-catalog.js';
import { jsonLdScripts } from './json-ld-script.js';

interface RenderedEntry {
  schemasJson: string;
  itemsJson: string;
  embedHtml: string;
  embedEtag: string;
}

// Entries are immutable, so each is serialised once however many page views it serves.
const rendered = new WeakMap<DeliveryEntry, RenderedEntry>();

function renderingOf(entry: DeliveryEntry): RenderedEntry {
  let result = rendered.get(entry);
  if (!result) {
    const documents = entry.schemas.map((schema) => schema.jsonLd);
    const items = entry.schemas.map(({ id, name, schemaType, pageUrl, jsonLd }) => ({
      id, name, schemaType, pageUrl, status: 'published', jsonLd,
    }));
    const embedHtml = jsonLdScripts(documents);
    result = {
      schemasJson: JSON.stringify(documents),
      itemsJson: JSON.stringify(items),
      embedHtml,
      embedEtag: `"${createHash('sha256').update(embedHtml).digest('base64url').slice(0, 27)}"`,
    };
    rendered.set(entry, result);
  }
  return result;
}

/** The inject body, built from cached fragments: only the meta differs per request. */
export function injectBody(entry: DeliveryEntry, requestId: string, serverTime: string): string {
  const { schemasJson, itemsJson } = renderingOf(entry);
  return `{"schemas":${schemasJson},"items":${itemsJson},"meta":{"version":"${DELIVERY_VERSION}","requestId":"${requestId}","serverTime":"${serverTime}"}}`;
}

export function embedHtml(entry: DeliveryEntry): { html: string; etag: string } {
  const { embedHtml: html, embedEtag: etag } = renderingOf(entry);
  return { html, etag };
}
