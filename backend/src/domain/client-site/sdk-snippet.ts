/**
 * Whether a page's HTML carries the SDK snippet for one Client ID: a script tag whose src path ends with /sdk.js and
 * whose data-client-id is that Client ID. A regex over tags is enough here: we only read attributes of script tags
 * and a false negative just leaves the site Pending.
 */
export function containsSdkSnippet(html: string, clientId: string): boolean {
  const wanted = clientId.toLowerCase();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const src = attributes.get('src');
    if (!src || attributes.get('data-client-id')?.trim().toLowerCase() !== wanted) continue;
    if (srcPath(src).endsWith('/sdk.js')) return true;
  }
  return false;
}

/**
 * Whether the HTML as served carries markup the edge (the Cloudflare Worker or the Node middleware) inserted for
 * this Client ID: its marker `<meta name="sdn-edge" data-sdn="{Client ID}">`, which only the edge writes into
 * served HTML (the browser SDK adds tags after load, which a fetch never sees).
 */
export function containsEdgeMarker(html: string, clientId: string): boolean {
  const wanted = clientId.toLowerCase();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (attributes.get('name') === 'sdn-edge' && attributes.get('data-sdn')?.trim().toLowerCase() === wanted) return true;
  }
  return false;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    attributes.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function srcPath(src: string): string {
  return src.split(/[?#]/, 1)[0]!.trim();
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
