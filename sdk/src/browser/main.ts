import { watchRoute } from './route-watcher.js';
import { createSchemaSync } from './schema-sync.js';
import { readSnippetConfig } from './snippet-config.js';
import { warnOnce } from './warn-once.js';

// A second copy of the snippet must not patch history twice or race the first copy over the same tags.
if (!window.SchemaDelivery) {
  try {
    start();
  } catch (error) {
    warnOnce(error);
  }
}

function start(): void {
  const config = readSnippetConfig();
  let refresh = () => Promise.resolve();
  if (!config) {
    warnOnce('data-client-id is missing or not a Client ID; no schemas are loaded.');
  } else {
    const sync = createSchemaSync(config);
    refresh = () => sync(true);
    watchRoute(() => void sync());
    const begin = () => {
      if (config.canonical) {
        // Apps often set <link rel=canonical> after the route has changed; its change is the signal to refetch.
        new MutationObserver(() => void sync()).observe(document.head, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['href'],
        });
      }
      void sync();
    };
    // An async script can run before the parser reaches <link rel=canonical>; wait for it rather than ask twice.
    if (config.canonical && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', begin);
    } else {
      begin();
    }
  }
  window.SchemaDelivery = { version: __SDK_VERSION__, refresh };
}
