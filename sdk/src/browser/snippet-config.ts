import { CLIENT_ID_PATTERN } from '@sdn/contracts';

const DEFAULT_TIMEOUT_MS = 5000;

/** What the site owner's snippet says, read from its data attributes. */
export interface SnippetConfig {
  clientId: string;
  /** `{base}/api/inject`, where `{base}` is the directory the snippet's own src points into. */
  injectEndpoint: string;
  /** `data-url="canonical"`: ask for the page's <link rel=canonical> instead of its location. */
  canonical: boolean;
  timeoutMs: number;
}

/**
 * The snippet's <script> element. document.currentScript is the reliable answer while the bundle runs, but it is
 * null when a tag manager or loader evaluates the code, hence the selector on the snippet's own attributes.
 */
function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.hasAttribute('data-client-id')) return current;
  return document.querySelector('script[data-client-id][src*="/sdk.js"]');
}

/** The snippet's configuration, or null when it carries no usable Client ID (nothing can be requested then). */
export function readSnippetConfig(): SnippetConfig | null {
  const script = findOwnScript();
  const data = script?.dataset;
  if (!script || !data || !CLIENT_ID_PATTERN.test(data.clientId || '')) return null;
  const timeoutMs = Number(data.timeout);
  return {
    clientId: data.clientId!,
    injectEndpoint: new URL('api/inject', script.src).href,
    canonical: data.url === 'canonical',
    timeoutMs: timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS,
  };
}
