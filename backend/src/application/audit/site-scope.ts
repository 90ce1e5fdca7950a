import type { AuditRunPage } from '../../domain/audit/audit-page.js';
import { RunItem } from '../../domain/runs/run-item.js';
import type { IdGenerator } from '../../ports/id-generator.js';
import type { RobotsRules } from '../../ports/robots-rules.js';

export const DISALLOWED = 'Disallowed by robots.txt: not fetched.';

/** Files a crawl for markup never needs to open. */
const NOT_PAGES = /\.(?:jpe?g|png|gif|webp|avif|svg|ico|css|js|mjs|json|xml|txt|pdf|zip|gz|mp[34]|webm|woff2?|ttf|eot)$/i;

/** The pages of one site an audit may visit: same host as the site's website URL, http(s), no fragments. */
export class SiteScope {
  readonly host: string;
  readonly origin: string;

  constructor(
    websiteUrl: string,
    private readonly robots: RobotsRules | null,
  ) {
    const url = new URL(websiteUrl);
    this.host = url.host;
    this.origin = url.origin;
  }

  /** The URL without its fragment when it is a page of this site, else null. */
  page(raw: string): string | null {
    if (!URL.canParse(raw)) return null;
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== this.host || NOT_PAGES.test(url.pathname)) return null;
    url.hash = '';
    const text = url.toString();
    return text.length <= 2048 ? text : null;
  }

  onHost(raw: string): boolean {
    return URL.canParse(raw) && new URL(raw).host === this.host;
  }

  allowed(urls: string[]): Promise<boolean[]> {
    return this.robots ? this.robots.allowed(urls) : Promise.resolve(urls.map(() => true));
  }
}

/** Pages to add: robots.txt-allowed ones queued, the others recorded as skipped (never fetched). */
export async function pagesFor(urls: string[], scope: SiteScope, ids: IdGenerator): Promise<AuditRunPage[]> {
  const allowed = await scope.allowed(urls);
  return urls.map((url, i) => (allowed[i] ? RunItem.queued(ids.newId(), url) : RunItem.skipped(ids.newId(), url, DISALLOWED)));
}
