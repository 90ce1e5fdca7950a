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
