import type { AiUsage } from '../../ports/ai-usage.js';
import type { ExtractionUsage } from '../../ports/schema-extractor.js';

/** AI quota counters in a map (application specs). */
export class InMemoryAiUsage implements AiUsage {
  readonly counts = new Map<string, { used: number; inputTokens: number; outputTokens: number }>();

  async tryConsume(workspaceId: string, period: string, limit: number, usage: ExtractionUsage | null): Promise<boolean> {
    const key = `${workspaceId}/${period}`;
    const row = this.counts.get(key) ?? { used: 0, inputTokens: 0, outputTokens: 0 };
    if (row.used >= limit) return false;
    this.counts.set(key, {
      used: row.used + 1,
      inputTokens: row.inputTokens + (usage?.inputTokens ?? 0),
      outputTokens: row.outputTokens + (usage?.outputTokens ?? 0),
    });
    return true;
  }

  async used(workspaceId: string, period: string): Promise<number> {
    return this.counts.get(`${workspaceId}/${period}`)?.used ?? 0;
  }
}
