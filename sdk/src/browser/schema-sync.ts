import { replaceOwnTags } from './json-ld-tags.js';
import { loadSchemas } from './load-schemas.js';
import { currentPageUrl, edgeDeliveredUrl } from './page-url.js';
import type { SnippetConfig } from './snippet-config.js';
import { warnOnce } from './warn-once.js';

/**
 * Returns `sync(force?)`: brings the page's tags in line with its current URL. Only the newest request may write
 * tags: an older one is aborted, and a ticket check drops any answer that still arrives for it. The promise
 * never rejects, so no caller can leak an unhandled rejection into the host page.
 */
export function createSchemaSync(config: SnippetConfig): (force?: boolean) => Promise<void> {
  let latest = 0;
  // A page the edge (Worker or middleware) served already carries this URL's current markup: no first request.
  let lastUrl: string | undefined = edgeDeliveredUrl(config.clientId);
  let inFlight: AbortController | undefined;

  return (force) =>
    Promise.resolve()
      .then(() => {
        const url = currentPageUrl(config.canonical);
        if (url === lastUrl && !force) return;
        lastUrl = url;
        const ticket = ++latest;
        inFlight?.abort();
        const request = (inFlight = new AbortController());
        const timer = setTimeout(() => request.abort(`no answer within ${config.timeoutMs} ms`), config.timeoutMs);
        return loadSchemas(config, url, request.signal)
          .then(
            (schemas) => {
              if (ticket === latest) replaceOwnTags(config.clientId, schemas);
            },
            (reason) => {
              if (ticket !== latest) return;
              // Tags of the previous route would describe the wrong page.
              replaceOwnTags(config.clientId, []);
              warnOnce('schemas not loaded:', reason);
            },
          )
          .finally(() => clearTimeout(timer));
      })
      .catch((error) => warnOnce(error));
}
