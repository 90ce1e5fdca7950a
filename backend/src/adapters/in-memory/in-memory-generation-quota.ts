import type { GenerationQuota } from '../../ports/generation-quota.js';

/** Counters in a Map; check-and-increment runs without an await in between, so it is atomic on the event loop. */
export class InMemoryGenerationQuota implements GenerationQuota {
  private readonly counters = new Map<string, number>();

  async tryConsume(workspaceId: string, period: string, limit: number): Promise<boolean> {
    const key = `${workspaceId}:${period}`;
    const used = this.counters.get(key) ?? 0;
    if (used >= limit) return false;
    this.counters.set(key, used + 1);
    return true;
  }

  async used(workspaceId: string, period: string): Promise<number> {
    return this.counters.get(`${workspaceId}:${period}`) ?? 0;
  }
}
