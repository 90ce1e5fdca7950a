/**
 * Google reports each page under its canonical URL. Schemas are delivered to the exact page URL they were saved
 * with (byte for byte, like delivery), so only an identical URL counts as a match. A URL that differs only in a
 * way people often overlook is a near miss, reported with the difference so the owner can see why it did not count.
 */
export interface NearMiss {
  schemaPageUrl: string;
  reason: string;
}

interface Parts {
  scheme: string;
  host: string;
  path: string;
  query: string;
  fragment: string;
}

function partsOf(url: string): Parts | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(url);
  if (!match) return null;
  return { scheme: match[1]!.toLowerCase(), host: match[2]!, path: match[3] || '/', query: match[4] ?? '', fragment: match[5] ?? '' };
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');
const barePath = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/** What makes `reported` differ from `saved` when they are the same page loosely read; null if they are not. */
export function nearMissReason(reported: string, saved: string): string | null {
  if (reported === saved) return null;
  const a = partsOf(reported);
  const b = partsOf(saved);
  if (!a || !b) return null;
  if (bareHost(a.host) !== bareHost(b.host) || barePath(a.path) !== barePath(b.path)) return null;
  const reasons: string[] = [];
  if (a.scheme !== b.scheme) reasons.push(`scheme (${a.scheme} vs ${b.scheme})`);
  if (a.host.toLowerCase() !== b.host.toLowerCase()) reasons.push('www prefix');
  else if (a.host !== b.host) reasons.push('letter case of the host');
  const slashA = a.path.length > 1 && a.path.endsWith('/');
  const slashB = b.path.length > 1 && b.path.endsWith('/');
  if (slashA !== slashB) reasons.push('trailing slash');
  if (
    a.path.replace(/\/$/, '') !== b.path.replace(/\/$/, '') &&
    a.path.toLowerCase().replace(/\/$/, '') === b.path.toLowerCase().replace(/\/$/, '')
  )
    reasons.push('letter case of the path');
  if (a.query !== b.query) reasons.push('query string');
  if (a.fragment !== b.fragment) reasons.push('fragment');
  return `Google reports ${reported}; the schema is saved for ${saved} (differs in ${reasons.join(', ')})`;
}

/** Matches reported URLs to the tracked page URLs: exact hits, and for the rest the closest near miss if any. */
export class PageUrlMatcher {
  private readonly exact: Set<string>;
  private readonly byLooseKey = new Map<string, string>();

  constructor(pageUrls: Iterable<string>) {
    this.exact = new Set(pageUrls);
    for (const url of this.exact) {
      const key = looseKey(url);
      if (key && !this.byLooseKey.has(key)) this.byLooseKey.set(key, url);
    }
  }

  matches(reported: string): boolean {
    return this.exact.has(reported);
  }

  nearMiss(reported: string): NearMiss | null {
    const key = looseKey(reported);
    const saved = key ? this.byLooseKey.get(key) : undefined;
    if (!saved) return null;
    const reason = nearMissReason(reported, saved);
    return reason ? { schemaPageUrl: saved, reason } : null;
  }
}

function looseKey(url: string): string | null {
  const parts = partsOf(url);
  return parts ? `${bareHost(parts.host)}${barePath(parts.path)}` : null;
}
