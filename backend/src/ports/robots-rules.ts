/** A site's robots.txt as read for one crawler. */
export interface RobotsRules {
  /** Which of these URLs the crawler may fetch, in order (judged off the request thread). */
  allowed(urls: string[]): Promise<boolean[]>;
  /** `Sitemap:` lines, as absolute URLs. */
  readonly sitemaps: string[];
  /** The `Crawl-delay` for our crawler, in milliseconds, when the site sets one. */
  readonly crawlDelayMs: number | null;
}

/**
 * Reads robots.txt text (already fetched through the SSRF-safe fetcher) in the worker pool, within caps on rules,
 * pattern length and wildcards; never fetches anything itself. A file too heavy to read counts as unreadable.
 */
export interface RobotsTxtReader {
  readonly userAgent: string;
  read(robotsTxtUrl: string, text: string): Promise<RobotsRules>;
}
