/**
 * Monthly generation counters per workspace. `period` is the UTC month as 'YYYY-MM'.
 * `tryConsume` is atomic: it increments only while `used < limit` and says whether it did, so concurrent
 * generations never exceed the quota.
 */
export interface GenerationQuota {
  tryConsume(workspaceId: string, period: string, limit: number): Promise<boolean>;
  used(workspaceId: string, period: string): Promise<number>;
}
