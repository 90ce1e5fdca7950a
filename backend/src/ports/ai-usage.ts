import type { ExtractionUsage } from './schema-extractor.js';

/**
 * Monthly AI extraction counters per workspace (`period` is the UTC month 'YYYY-MM'). `tryConsume` is atomic: it
 * counts one extraction (and its model tokens) only while `used < limit`, and says whether it did.
 */
export interface AiUsage {
  tryConsume(workspaceId: string, period: string, limit: number, usage: ExtractionUsage | null): Promise<boolean>;
  used(workspaceId: string, period: string): Promise<number>;
}
