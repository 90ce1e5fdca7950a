import type pg from 'pg';
import { BulkRun, type BulkItemResult, type BulkRunItem } from '../../domain/bulk/bulk-run.js';
import { RunItem, type RunItemStatus } from '../../domain/runs/run-item.js';
import type { SchemaStatus } from '../../domain/schema/schema-status.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';

const RUN = `select id, workspace_id, client_site_id, created_by, plan, status, created_at, finished_at from bulk_runs where id = $1`;
const ITEMS = `
  select id, url, status, attempts, schema_type, source, is_valid, error, schema_id, note, update_json_ld, started_at, finished_at
  from bulk_run_items where run_id = $1 order by position`;

/**
 * Bulk run progress on the raw pool: small guarded statements, no long transactions (PGlite runs one at a time).
 * Each write names the state the row was read in, so a row someone else moved meanwhile is left as they left it.
 */
export class PgBulkRunRepository implements BulkRunRepository {
  constructor(private readonly pool: pg.Pool) {}

  async add(run: BulkRun): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { owner } = run;
      await client.query(
        `insert into bulk_runs (id, workspace_id, client_site_id, created_by, plan, status, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
        [run.id, owner.workspaceId, owner.clientSiteId, owner.createdBy, owner.plan, run.status, run.createdAt],
      );
      await client.query(
        `insert into bulk_run_items (id, run_id, position, url, status)
         select id, $1, position, url, status from unnest($2::uuid[], $3::text[], $4::text[]) with ordinality as t(id, url, status, position)`,
        [run.id, run.items.map((i) => i.id), run.items.map((i) => i.subject), run.items.map((i) => i.status)],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    run.markStored();
    for (const item of run.items) item.markStored();
  }

  async findInSite(clientSiteId: string, runId: string): Promise<BulkRun | null> {
    const run = await this.find(runId);
    return run?.clientSiteId === clientSiteId ? run : null;
  }

  async find(runId: string): Promise<BulkRun | null> {
    const row = (await this.pool.query(RUN, [runId])).rows[0];
    if (!row) return null;
    const items = (await this.pool.query<ItemRow>(ITEMS, [runId])).rows.map(itemOf);
    return BulkRun.restore(
      { id: row.id, status: row.status, createdAt: row.created_at, finishedAt: row.finished_at },
      { workspaceId: row.workspace_id, clientSiteId: row.client_site_id, createdBy: row.created_by, plan: row.plan },
      items,
    );
  }

  async save(run: BulkRun): Promise<boolean> {
    let allWritten = true;
    if (run.hasChanges()) {
      const written = await this.pool.query(`update bulk_runs set status = $2, finished_at = $3 where id = $1 and status = $4`, [
        run.id,
        run.status,
        run.finishedAt,
        run.storedStatus(),
      ]);
      if ((written.rowCount ?? 0) > 0) run.markStored();
      else allWritten = false;
    }
    const changed = run.items.filter((item) => item.hasChanges());
    if (changed.length === 0) return allWritten;
    const column = <T>(value: (item: BulkRunItem) => T): T[] => changed.map(value);
    const written = await this.pool.query<{ id: string }>(
      `update bulk_run_items i set status = t.status, attempts = t.attempts, started_at = t.started_at, finished_at = t.finished_at,
         error = t.error, schema_type = t.schema_type, source = t.source, is_valid = t.is_valid, schema_id = t.schema_id, note = t.note,
         update_json_ld = t.update_json_ld::jsonb
       from unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[], $8::text[],
                   $9::boolean[], $10::uuid[], $11::text[], $12::text[], $13::int[], $15::text[])
         as t(id, status, attempts, started_at, finished_at, error, schema_type, source, is_valid, schema_id, note, stored_status, stored_attempts,
              update_json_ld)
       where i.id = t.id and i.run_id = $14 and i.status = t.stored_status and i.attempts = t.stored_attempts
       returning i.id`,
      [
        column((i) => i.id),
        column((i) => i.status),
        column((i) => i.attempts),
        column((i) => i.startedAt),
        column((i) => i.finishedAt),
        column((i) => i.error),
        column((i) => i.result?.schemaType ?? null),
        column((i) => i.result?.source ?? null),
        column((i) => i.result?.isValid ?? null),
        column((i) => i.result?.schemaId ?? null),
        column((i) => i.result?.note ?? null),
        column((i) => i.storedVersion()?.status ?? null),
        column((i) => i.storedVersion()?.attempts ?? null),
        run.id,
        // As JSON text: an array of jsonb values does not cross the driver as parameters reliably.
        column((i) => (i.result?.update ? JSON.stringify(i.result.update) : null)),
      ],
    );
    const writtenIds = new Set(written.rows.map((row) => row.id));
    for (const item of changed) if (writtenIds.has(item.id)) item.markStored();
    return allWritten && writtenIds.size === changed.length;
  }

  async draftStatuses(runId: string): Promise<Map<string, SchemaStatus>> {
    const rows = await this.pool.query<{ id: string; status: SchemaStatus }>(
      `select s.id, s.status from bulk_run_items i join schemas s on s.id = i.schema_id and s.deleted_at is null where i.run_id = $1`,
      [runId],
    );
    return new Map(rows.rows.map((row) => [row.id, row.status]));
  }
}

interface ItemRow {
  id: string;
  url: string;
  status: RunItemStatus;
  attempts: number;
  schema_type: string | null;
  source: BulkItemResult['source'] | null;
  is_valid: boolean | null;
  error: string | null;
  schema_id: string | null;
  note: string | null;
  update_json_ld: BulkItemResult['update'];
  started_at: Date | null;
  finished_at: Date | null;
}

function itemOf(row: ItemRow): BulkRunItem {
  const result: BulkItemResult | null =
    row.status === 'succeeded'
      ? {
          schemaType: row.schema_type ?? '',
          source: row.source ?? 'page-metadata',
          isValid: row.is_valid ?? false,
          schemaId: row.schema_id,
          note: row.note,
          update: row.update_json_ld,
        }
      : null;
  return RunItem.restore<BulkItemResult>({
    id: row.id,
    subject: row.url,
    status: row.status,
    attempts: row.attempts,
    result,
    error: row.error,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  });
}
