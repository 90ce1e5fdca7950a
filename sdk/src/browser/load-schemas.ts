import type { SnippetConfig } from './snippet-config.js';

/** The `schemas` of `GET /api/inject` for `pageUrl`; rejects on non-2xx, abort, or a body without schemas. */
export function loadSchemas(config: SnippetConfig, pageUrl: string, signal: AbortSignal): Promise<unknown[]> {
  const query = `?clientId=${encodeURIComponent(config.clientId)}&url=${encodeURIComponent(pageUrl)}`;
  return fetch(config.injectEndpoint + query, { signal, credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then((body: { schemas?: unknown }) => {
      if (!Array.isArray(body.schemas)) throw new Error('no schemas in response');
      return body.schemas;
    });
}
