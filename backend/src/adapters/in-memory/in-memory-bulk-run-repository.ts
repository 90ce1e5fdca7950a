import { BulkRun, type BulkItemResult, type BulkRunOwner } from '../../domain/bulk/bulk-run.js';
import type { RunState } from '../../domain/runs/run.js';
import { RunItem, type RunItemState } from '../../domain/runs/run-item.js';
import type { SchemaStatus } from '../../domain/schema/schema-status.js';
import type { BulkRunRepository } from '../../ports/bulk-run-repository.js';

interface StoredRun {
  state: RunState;
  owner: BulkRunOwner;
  items: RunItemState<BulkItemResult>[];
}

/**
 * Bulk runs kept as rows (copies, never the objects a use case holds), with the Postgres adapter's guards: a row is
 * written only over the state it was read in. `schemaStatus` answers where a draft stands (the schema repository's
 * rows, in the in-memory world).
 */
export class InMemoryBulkRunRepository implements BulkRunRepository {
  readonly rows = new Map<string, StoredRun>();

  constructor(private readonly schemaStatus: (schemaId: string) => SchemaStatus | null = () => null) {}

  async add(run: BulkRun): Promise<void> {
    if (this.rows.has(run.id)) throw new Error(`Run ${run.id} exists`);
    this.rows.set(run.id, { state: run.snapshot(), owner: { ...run.owner }, items: run.items.map((item) => item.snapshot()) });
    run.markStored();
    for (const item of run.items) item.markStored();
  }

  async findInSite(clientSiteId: string, runId: string): Promise<BulkRun | null> {
    const run = await this.find(runId);
    return run?.clientSiteId === clientSiteId ? run : null;
  }

  async find(runId: string): Promise<BulkRun | null> {
    const row = this.rows.get(runId);
    if (!row) return null;
    return BulkRun.restore(
      { ...row.state },
      { ...row.owner },
      row.items.map((item) => RunItem.restore({ ...item })),
    );
  }

  async save(run: BulkRun): Promise<boolean> {
    const row = this.rows.get(run.id);
    if (!row) return false;
    let allWritten = true;
    if (run.hasChanges()) {
      if (row.state.status === run.storedStatus()) {
        row.state = run.snapshot();
        run.markStored();
      } else allWritten = false;
    }
    for (const item of run.items.filter((candidate) => candidate.hasChanges())) {
      const index = row.items.findIndex((stored) => stored.id === item.id);
      const stored = row.items[index];
      const version = item.storedVersion();
      if (stored && version && stored.status === version.status && stored.attempts === version.attempts) {
        row.items[index] = item.snapshot();
        item.markStored();
      } else allWritten = false;
    }
    return allWritten;
  }

  async draftStatuses(runId: string): Promise<Map<string, SchemaStatus>> {
    const statuses = new Map<string, SchemaStatus>();
    for (const item of this.rows.get(runId)?.items ?? []) {
      const schemaId = item.result?.schemaId;
      const status = schemaId ? this.schemaStatus(schemaId) : null;
      if (schemaId && status) statuses.set(schemaId, status);
    }
    return statuses;
  }
}
