import { deliveryRequest, deliveryUrl, httpError } from './delivery-request.js';
import type { DeliveryTarget, RequestOptions } from './delivery-request.js';

export interface FetchEmbedHtmlOptions extends DeliveryTarget, RequestOptions {}

export interface FetchEmbedOptions extends FetchEmbedHtmlOptions {
  /** The ETag of HTML the caller already holds; sent as If-None-Match so the service can answer 304. */
  etag?: string;
}

/** `notModified: true` means the HTML the caller holds for `etag` is still current. */
export type EmbedResult = { notModified: false; html: string; etag: string | undefined } | { notModified: true; etag: string };

/**
 * The ready-to-render `<script type="application/ld+json">` HTML for one page, from `GET /api/embed`
 * (an empty string when nothing is published for it). Rejects with a DeliveryError like fetchSchemas.
 */
export async function fetchEmbedHtml(options: FetchEmbedHtmlOptions): Promise<string> {
  const result = await fetchEmbed({ ...options, etag: undefined });
  // Without an ETag sent, a 304 is not a valid answer and fetchEmbed has already rejected it.
  return result.notModified ? '' : result.html;
}

/** fetchEmbedHtml for callers that cache: revalidates with `etag` and returns the new ETag alongside the HTML. */
export function fetchEmbed(options: FetchEmbedOptions): Promise<EmbedResult> {
  const { etag } = options;
  const headers: Record<string, string> = { accept: 'text/html' };
  if (etag) headers['if-none-match'] = etag;
  return deliveryRequest(deliveryUrl('embed', options), options, headers, async (response) => {
    if (etag && response.status === 304) {
      await response.body?.cancel();
      return { notModified: true, etag: response.headers.get('etag') ?? etag };
    }
    if (!response.ok) throw await httpError(response);
    return { notModified: false, html: await response.text(), etag: response.headers.get('etag') ?? undefined };
  });
}
