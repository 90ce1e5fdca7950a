/** The marker the browser SDK puts on the tags it owns; edge-inserted tags carry the same one. */
export const SDN_ATTRIBUTE = 'data-sdn';
/** Names the edge's marker element: the SDK reads it to leave an edge-delivered page alone. */
export const EDGE_MARKER_NAME = 'sdn-edge';

const EMBED_SCRIPT_OPEN = '<script type="application/ld+json">';

/**
 * What the edge inserts into `<head>`: the embed answer's script tags, each marked with the Client ID like the
 * SDK's own, then one marker naming the URL the markup was delivered for. The embed body's JSON is escaped so
 * that `<` never appears inside a script (contracts' escapeJsonForScript), so every `<script` in it opens one of
 * its tags and the plain replacement is exact.
 */
export function edgeFragment(clientId: string, pageUrl: string, embedScripts: string): string {
  const marked = embedScripts.replaceAll(EMBED_SCRIPT_OPEN, `<script type="application/ld+json" ${SDN_ATTRIBUTE}="${clientId}">`);
  return `${marked}<meta name="${EDGE_MARKER_NAME}" ${SDN_ATTRIBUTE}="${clientId}" content="${escapeAttribute(pageUrl)}">`;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only successful HTML pages get markup; everything else (assets, redirects, errors, HEAD) passes untouched. */
export function isRewritablePage(method: string, status: number, contentType: string | null): boolean {
  return method === 'GET' && status === 200 && contentType !== null && /^\s*text\/html\s*(;|$)/i.test(contentType);
}

/**
 * Whether the request asks for a page (browsers and crawlers name text/html in Accept): the service is then asked
 * while the origin works. Other GETs (assets, or `*\/*` from simple clients) ask only once the origin has answered
 * with HTML, so images and scripts never cost a call to the service.
 */
export function looksLikePageView(method: string, accept: string | null): boolean {
  return method === 'GET' && accept !== null && accept.includes('text/html');
}
