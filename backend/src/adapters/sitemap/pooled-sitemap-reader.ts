import { WorkBudgetExceededError, type CpuWork } from '../../ports/cpu-work.js';
import { SitemapUnreadableError, type SitemapDocument, type SitemapReader } from '../../ports/sitemap-reader.js';
import { readSitemapDocumentTask, type SitemapLimits } from './saxes-sitemap-parser.js';

export const SITEMAP_LIMITS: SitemapLimits = { maxLocations: 50_000, maxXmlBytes: 10 * 1_048_576 };

/** Sitemaps read in the worker pool: a slow or hostile file costs a pool thread its budget, never delivery. */
export class PooledSitemapReader implements SitemapReader {
  constructor(
    private readonly cpuWork: CpuWork,
    private readonly limits: SitemapLimits = SITEMAP_LIMITS,
  ) {}

  async read(body: Uint8Array): Promise<SitemapDocument> {
    try {
      return await this.cpuWork.run(readSitemapDocumentTask, { body, limits: this.limits });
    } catch (error) {
      if (error instanceof WorkBudgetExceededError) throw new SitemapUnreadableError('The sitemap took too long to read and was not used.');
      throw error;
    }
  }
}
