import type { BulkRunItemView, BulkRunView } from '@sdn/contracts';
import type { BulkRunReport } from '../../../application/bulk/bulk-run-report.js';
import type { BulkRunItem } from '../../../domain/bulk/bulk-run.js';
import type { SchemaStatus } from '../../../domain/schema/schema-status.js';

/** The API's view of a run: counts, and per URL its result and where its draft stands now. */
export function presentBulkRun({ run, draftStatuses }: BulkRunReport): BulkRunView {
  const { total, queued, running, succeeded, failed, cancelled } = run.counts();
  return {
    id: run.id,
    clientId: run.clientSiteId,
    status: run.status,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    counts: { total, queued, running, succeeded, failed, cancelled },
    items: run.items.map((item) => presentItem(item, draftStatuses)),
  };
}

function presentItem(item: BulkRunItem, draftStatuses: ReadonlyMap<string, SchemaStatus>): BulkRunItemView {
  const result = item.result;
  return {
    id: item.id,
    url: item.subject,
    // Bulk runs record every URL to be worked on: only audits skip (robots.txt), so the wire never names it.
    status: item.status === 'skipped' ? 'cancelled' : item.status,
    schemaType: result?.schemaType ?? null,
    source: result?.source ?? null,
    isValid: result?.isValid ?? null,
    error: item.error,
    schemaId: result?.schemaId ?? null,
    schemaStatus: (result?.schemaId && draftStatuses.get(result.schemaId)) || null,
    note: result?.note ?? null,
    update: (result?.update ?? null) as BulkRunItemView['update'],
  };
}
