import { BadRequestError } from '../../domain/shared/domain-error.js';
import { PageFetchError, type PageFetcher } from '../../ports/page-fetcher.js';

const LOC = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)\s*(?:\]\]>)?\s*<\/loc>/gi;

const unescapeXml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

/** The `<loc>` entries of a sitemap (page URLs) or of a sitemap index (other sitemaps). */
export function parseSitemap(body: string): { kind: 'index' | 'urlset'; locations: string[] } {
  const locations = [...body.matchAll(LOC)].map((match) => unescapeXml(match[1]!));
  return { kind: /<sitemapindex[\s>]/i.test(body) ? 'index' : 'urlset', locations };
}

/**
 * The page URLs a sitemap lists (`<url><loc>`), fetched through the SSRF-safe fetcher. A sitemap index lists other
 * sitemaps, not pages: it is refused with a message naming one of them to paste instead.
 */
export async function sitemapUrls(fetcher: PageFetcher, sitemapUrl: string): Promise<string[]> {
  let body: string;
  try {
    const answer = await fetcher.fetch(sitemapUrl);
    if (answer.status < 200 || answer.status >= 300) throw new PageFetchError(`it answered HTTP ${answer.status}`);
    body = answer.body;
  } catch (error) {
    if (error instanceof PageFetchError) throw new BadRequestError(`The sitemap could not be read: ${error.message}.`);
    throw error;
  }
  const { kind, locations } = parseSitemap(body);
  if (kind === 'index') {
    throw new BadRequestError(`This is a sitemap index; give one of its sitemaps instead${locations[0] ? `, e.g. ${locations[0]}` : ''}.`);
  }
  if (locations.length === 0) throw new BadRequestError('The sitemap lists no page URLs.');
  return [...new Set(locations)];
}
