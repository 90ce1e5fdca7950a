import type pg from 'pg';
import type { GenerationQuota } from '../../ports/generation-quota.js';

// One statement, so concurrent requests serialise on the row lock: the first insert creates the row at 1, later
// ones increment only while used < limit. No row comes back when the quota is exhausted (or the limit is 0).
const CONSUME = `
  insert into generation_usage (workspace_id, period, used)
  select $1::uuid, $2::char(7), 1 where $3::integer > 0
  on conflict (workspace_id, period)
  do update set used = generation_usage.used + 1 where generation_usage.used < $3::integer
  returning used`;

const USED = 'select used from generation_usage where workspace_id = $1::uuid and period = $2::char(7)';

/** Generation counters in Postgres; a raw query because the hot path must not pay for the ORM. */
export class PgGenerationQuota implements GenerationQuota {
  constructor(private readonly pool: pg.Pool) {}

  async tryConsume(workspaceId: string, period: string, limit: number): Promise<boolean> {
    const result = await this.pool.query(CONSUME, [workspaceId, period, limit]);
    return (result.rowCount ?? 0) > 0;
  }

  async used(workspaceId: string, period: string): Promise<number> {
    const result = await this.pool.query<{ used: number }>(USED, [workspaceId, period]);
    return result.rows[0]?.used ?? 0;
  }
}
