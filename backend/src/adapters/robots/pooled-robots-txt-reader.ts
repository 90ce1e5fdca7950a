import { WorkBudgetExceededError, type CpuWork } from '../../ports/cpu-work.js';
import type { RobotsRules, RobotsTxtReader } from '../../ports/robots-rules.js';
import { judgeRobotsUrls, judgeRobotsUrlsTask, parseRobotsTxtTask } from './robots-txt-parser.js';

/** Everything allowed: how crawlers treat a robots.txt they cannot read. */
const UNREADABLE: RobotsRules = { allowed: async (urls) => urls.map(() => true), sitemaps: [], crawlDelayMs: null };

/**
 * robots.txt parsed and matched in the worker pool. The parsed rules (capped) stay on this side and travel with
 * each batch of URLs, so a page's links are judged in one hop. A file over the pool's budget counts as unreadable.
 */
export class PooledRobotsTxtReader implements RobotsTxtReader {
  constructor(
    readonly userAgent: string,
    private readonly cpuWork: CpuWork,
  ) {}

  async read(robotsTxtUrl: string, text: string): Promise<RobotsRules> {
    const origin = new URL(robotsTxtUrl).origin;
    let parsed;
    try {
      parsed = await this.cpuWork.run(parseRobotsTxtTask, { text, userAgent: this.userAgent, baseUrl: robotsTxtUrl });
    } catch (error) {
      if (error instanceof WorkBudgetExceededError) return UNREADABLE;
      throw error;
    }
    const { rules, sitemaps, crawlDelayMs } = parsed;
    return {
      sitemaps,
      crawlDelayMs,
      allowed: async (urls) => {
        // No rule for this crawler: only the origin is judged, which needs no pool hop.
        if (rules.length === 0) return judgeRobotsUrls({ rules, origin, urls });
        try {
          return await this.cpuWork.run(judgeRobotsUrlsTask, { rules, origin, urls });
        } catch (error) {
          if (error instanceof WorkBudgetExceededError) return urls.map(() => true);
          throw error;
        }
      },
    };
  }
}
