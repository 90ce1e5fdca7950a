import type pg from 'pg';
import type { AiUsage } from '../../ports/ai-usage.js';
import type { ExtractionUsage } from '../../ports/schema-extractor.js';

// Same single-statement pattern as the generation counter: concurrent calls serialise on the row lock.
const CONSUME = `
  insert into ai_usage (workspace_id, period, used, input_tokens, output_tokens)
  select $1::uuid, $2::char(7), 1, $4::bigint, $5::bigint where $3::integer > 0
  on conflict (workspace_id, period)
  do update set used = ai_usage.used + 1, input_tokens = ai_usage.input_tokens + $4::bigint,
                output_tokens = ai_usage.output_tokens + $5::bigint
  where ai_usage.used < $3::integer
  returning used`;

const USED = 'select used from ai_usage where workspace_id = $1::uuid and period = $2::char(7)';

/** AI extraction counters and model token totals in PostgreSQL. */
export class PgAiUsage implements AiUsage {
  constructor(private readonly pool: pg.Pool) {}

  async tryConsume(workspaceId: string, period: string, limit: number, usage: ExtractionUsage | null): Promise<boolean> {
    const result = await this.pool.query(CONSUME, [workspaceId, period, limit, usage?.inputTokens ?? 0, usage?.outputTokens ?? 0]);
    return (result.rowCount ?? 0) > 0;
  }

  async used(workspaceId: string, period: string): Promise<number> {
    const result = await this.pool.query<{ used: number }>(USED, [workspaceId, period]);
    return result.rows[0]?.used ?? 0;
  }
}
