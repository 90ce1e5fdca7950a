import { DomainError } from '../../domain/shared/domain-error.js';
import { PageFetchError, type PageFetcher } from '../../ports/page-fetcher.js';
import type { SitemapDocument, SitemapReader } from '../../ports/sitemap-reader.js';
import { sitemapBytes } from '../bulk/sitemap-urls.js';
import type { SiteScope } from './site-scope.js';

const MAX_SITEMAPS = 20;

/**
 * The site's page URLs from its sitemaps: the ones robots.txt names, else `/sitemap.xml`; sitemap indexes are
 * followed (breadth first, at most 20 sitemap files); locations on other hosts are ignored. Unreadable sitemaps
 * are skipped: the audit then falls back to following links.
 */
export async function sitemapPages(
  fetcher: PageFetcher,
  reader: SitemapReader,
  scope: SiteScope,
  declared: string[],
  limit: number,
): Promise<string[]> {
  const queue = declared.filter((url) => scope.onHost(url));
  if (queue.length === 0) queue.push(`${scope.origin}/sitemap.xml`);
  const seen = new Set<string>();
  const pages = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_SITEMAPS && pages.size < limit) {
    const sitemap = queue.shift()!;
    if (seen.has(sitemap)) continue;
    seen.add(sitemap);
    let parsed: SitemapDocument;
    try {
      const answer = await fetcher.fetch(sitemap, { followRedirect: (target) => scope.onHost(target) });
      if (answer.status < 200 || answer.status >= 300) continue;
      parsed = await reader.read(sitemapBytes(answer));
    } catch (error) {
      // Unreachable, not XML, too large or too slow to read: skipped like a missing sitemap.
      if (error instanceof PageFetchError || (error instanceof DomainError && error.code === 'bad_request')) continue;
      throw error;
    }
    if (parsed.kind === 'index') queue.push(...parsed.locations.filter((url) => scope.onHost(url)));
    else
      for (const location of parsed.locations) {
        const page = scope.page(location);
        if (page) pages.add(page);
      }
  }
  return [...pages].slice(0, limit);
}
