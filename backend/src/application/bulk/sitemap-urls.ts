import { BadRequestError } from '../../domain/shared/domain-error.js';
import { PageFetchError, type FetchedPage, type PageFetcher } from '../../ports/page-fetcher.js';
import type { SitemapReader } from '../../ports/sitemap-reader.js';

/** The bytes a sitemap answered with, whether the fetcher kept them or only the text. */
export const sitemapBytes = (answer: FetchedPage): Uint8Array => answer.bytes ?? Buffer.from(answer.body, 'utf8');

/**
 * The page URLs a sitemap lists (`<url><loc>`), fetched through the SSRF-safe fetcher and read in the worker pool.
 * A sitemap index lists other sitemaps, not pages: it is refused with a message naming one of them to paste instead.
 */
export async function sitemapUrls(fetcher: PageFetcher, reader: SitemapReader, sitemapUrl: string): Promise<string[]> {
  let answer: FetchedPage;
  try {
    answer = await fetcher.fetch(sitemapUrl);
    if (answer.status < 200 || answer.status >= 300) throw new PageFetchError(`it answered HTTP ${answer.status}`);
  } catch (error) {
    if (error instanceof PageFetchError) throw new BadRequestError(`The sitemap could not be read: ${error.message}.`);
    throw error;
  }
  // The reader's refusals (not XML, too large, too slow) carry the `bad_request` code: 400 with their reason.
  const { kind, locations } = await reader.read(sitemapBytes(answer));
  if (kind === 'index') {
    throw new BadRequestError(`This is a sitemap index; give one of its sitemaps instead${locations[0] ? `, e.g. ${locations[0]}` : ''}.`);
  }
  if (locations.length === 0) throw new BadRequestError('The sitemap lists no page URLs.');
  return [...new Set(locations)];
}
