import { BadRequestError, DomainError } from '../../domain/shared/domain-error.js';
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
  let document;
  try {
    document = await reader.read(sitemapBytes(answer));
  } catch (error) {
    // The reader's reasons (not XML, too large, too slow) are safe to show; a busy pool stays a 503.
    if (error instanceof DomainError && error.code === 'bad_request') throw new BadRequestError(error.message);
    throw error;
  }
  const { kind, locations } = document;
  if (kind === 'index') {
    throw new BadRequestError(`This is a sitemap index; give one of its sitemaps instead${locations[0] ? `, e.g. ${locations[0]}` : ''}.`);
  }
  if (locations.length === 0) throw new BadRequestError('The sitemap lists no page URLs.');
  return [...new Set(locations)];
}
