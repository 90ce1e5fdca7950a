/** A site's robots.txt as read for one crawler. */
export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** `Sitemap:` lines, as absolute URLs. */
  sitemaps(): string[];
  /** The `Crawl-delay` for our crawler, in milliseconds, when the site sets one. */
  crawlDelayMs(): number | null;
}

/** Reads robots.txt text (already fetched through the SSRF-safe fetcher); never fetches anything itself. */
export interface RobotsTxtReader {
  readonly userAgent: string;
  read(robotsTxtUrl: string, text: string): RobotsRules;
}
