import { DomainError } from '../domain/shared/domain-error.js';

/** The `<loc>` entries of a sitemap (page URLs) or of a sitemap index (other sitemaps). */
export interface SitemapDocument {
  kind: 'index' | 'urlset';
  locations: string[];
  /** True when the file listed more locations than are read, or stopped being XML part-way (what came before is kept). */
  truncated: boolean;
}

/**
 * Reads a fetched sitemap (`.xml`, or gzip-compressed `.xml.gz`) off the request thread, bounded in time, size and
 * entries: a sitemap is tenant-controlled input.
 */
export interface SitemapReader {
  read(body: Uint8Array): Promise<SitemapDocument>;
}

/** The file is not a sitemap we can read (not XML, too large once decompressed, too slow to read): HTTP 400 in bulk runs. */
export class SitemapUnreadableError extends DomainError {
  readonly code = 'bad_request';
}
