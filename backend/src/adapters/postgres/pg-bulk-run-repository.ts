import type { BulkRunItemView, BulkRunView } from '@sdn/contracts';
import type pg from 'pg';
import type { BulkItemResult, BulkRunRepository, ClaimedBulkItem, NewBulkRun } from '../../ports/bulk-run-repository.js';

const ITEMS = `
  select i.id, i.url, i.status, i.schema_type, i.source, i.is_valid, i.error, i.schema_id, i.note, s.status as schema_status
  from bulk_run_items i left join schemas s on s.id = i.schema_id
  where i.run_id = $1 order by i.position`;

/** Bulk run progress on the raw pool: small guarded statements, no long transactions (PGlite runs one at a time). */
export class PgBulkRunRepository implements BulkRunRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(run: NewBulkRun): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into bulk_runs (id, workspace_id, client_site_id, created_by, plan, status, created_at) values ($1, $2, $3, $4, $5, 'running', $6)`,
        [run.id, run.workspaceId, run.clientSiteId, run.createdBy, run.plan, run.now],
      );
      await client.query(
        `insert into bulk_run_items (id, run_id, position, url, status)
         select id, $1, position, url, 'queued' from unnest($2::uuid[], $3::text[]) with ordinality as t(id, url, position)`,
        [run.id, run.items.map((i) => i.id), run.items.map((i) => i.url)],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async find(clientSiteId: string, runId: string): Promise<BulkRunView | null> {
    const run = await this.pool.query(
      `select id, client_site_id, status, created_at, finished_at from bulk_runs where id = $1 and client_site_id = $2`,
      [runId, clientSiteId],
    );
    const row = run.rows[0];
    if (!row) return null;
    const items = (await this.pool.query(ITEMS, [runId])).rows.map((i): BulkRunItemView => ({
      id: i.id,
      url: i.url,
      status: i.status,
      schemaType: i.schema_type,
      source: i.source,
      isValid: i.is_valid,
      error: i.error,
      schemaId: i.schema_id,
      schemaStatus: i.schema_status ?? null,
      note: i.note ?? null,
    }));
    const count = (status: string) => items.filter((i) => i.status === status).length;
    return {
      id: row.id,
      clientId: row.client_site_id,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
      counts: {
        total: items.length,
        queued: count('queued'),
        running: count('running'),
        succeeded: count('succeeded'),
        failed: count('failed'),
        cancelled: count('cancelled'),
      },
      items,
    };
  }

  async claim(itemId: string, now: Date): Promise<ClaimedBulkItem | null> {
    const result = await this.pool.query(
      `update bulk_run_items i set status = 'running', attempts = i.attempts + 1, started_at = $2
       from bulk_runs r where i.id = $1 and r.id = i.run_id and i.status in ('queued', 'running') and r.status = 'running'
       returning i.id, i.run_id, i.url, i.attempts, r.workspace_id, r.client_site_id, r.created_by, r.plan`,
      [itemId, now],
    );
    const row = result.rows[0];
    return row
      ? {
          itemId: row.id,
          runId: row.run_id,
          url: row.url,
          attempts: row.attempts,
          workspaceId: row.workspace_id,
          clientSiteId: row.client_site_id,
          createdBy: row.created_by,
          plan: row.plan,
        }
      : null;
  }

  async succeed(itemId: string, result: BulkItemResult, now: Date): Promise<boolean> {
    const updated = await this.pool.query(
      `update bulk_run_items set status = 'succeeded', schema_type = $2, source = $3, is_valid = $4, schema_id = $5, error = null, finished_at = $6,
       note = $7 where id = $1 and status = 'running'`,
      [itemId, result.schemaType, result.source, result.isValid, result.schemaId, now, result.note],
    );
    return (updated.rowCount ?? 0) > 0;
  }

  async fail(itemId: string, error: string, now: Date): Promise<boolean> {
    const updated = await this.pool.query(
      `update bulk_run_items set status = 'failed', error = $2, finished_at = $3 where id = $1 and status in ('queued', 'running')`,
      [itemId, error.slice(0, 1000), now],
    );
    return (updated.rowCount ?? 0) > 0;
  }

  async finishIfDone(runId: string, now: Date): Promise<void> {
    await this.pool.query(
      `update bulk_runs set status = 'completed', finished_at = $2 where id = $1 and status = 'running'
       and not exists (select 1 from bulk_run_items where run_id = $1 and status in ('queued', 'running'))`,
      [runId, now],
    );
  }

  async cancel(runId: string, now: Date): Promise<boolean> {
    const run = await this.pool.query(`update bulk_runs set status = 'cancelled', finished_at = $2 where id = $1 and status = 'running'`, [
      runId,
      now,
    ]);
    if ((run.rowCount ?? 0) === 0) return false;
    await this.pool.query(`update bulk_run_items set status = 'cancelled', finished_at = $2 where run_id = $1 and status = 'queued'`, [
      runId,
      now,
    ]);
    return true;
  }

  async requeueFailed(runId: string): Promise<string[]> {
    const items = await this.pool.query<{ id: string }>(
      `update bulk_run_items set status = 'queued', error = null, finished_at = null where run_id = $1 and status = 'failed' returning id`,
      [runId],
    );
    if (items.rows.length > 0) await this.pool.query(`update bulk_runs set status = 'running', finished_at = null where id = $1`, [runId]);
    return items.rows.map((row) => row.id);
  }

  async schemaIdsOf(runId: string, itemIds: string[]): Promise<Map<string, string>> {
    const result = await this.pool.query<{ id: string; schema_id: string }>(
      `select id, schema_id from bulk_run_items where run_id = $1 and id = any($2::uuid[]) and status = 'succeeded' and schema_id is not null`,
      [runId, itemIds],
    );
    return new Map(result.rows.map((row) => [row.id, row.schema_id]));
  }
}
