import { createRequire } from 'node:module';
import type robotsParserFunction from 'robots-parser';
import type { RobotsRules, RobotsTxtReader } from '../../ports/robots-rules.js';

// A CommonJS function export whose declaration file says `export default`: loaded as CommonJS to match both.
const robotsParser = createRequire(import.meta.url)('robots-parser') as typeof robotsParserFunction.default;

/**
 * robots.txt with the `robots-parser` library (Google's reading: longest match wins, `*` and `$` wildcards,
 * groups per user agent). URLs it cannot judge (another host) count as disallowed: the audit stays on its host.
 */
export class RobotsParserRules implements RobotsTxtReader {
  constructor(readonly userAgent: string) {}

  read(robotsTxtUrl: string, text: string): RobotsRules {
    const robots = robotsParser(robotsTxtUrl, text);
    const agent = this.userAgent;
    return {
      isAllowed: (url) => robots.isAllowed(url, agent) ?? false,
      sitemaps: () => robots.getSitemaps(),
      crawlDelayMs: () => {
        const seconds = robots.getCrawlDelay(agent);
        return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null;
      },
    };
  }
}
