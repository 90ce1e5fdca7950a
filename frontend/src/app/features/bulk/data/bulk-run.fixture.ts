import type { BulkRunItemView, BulkRunView } from '@sdn/contracts';

export const CLIENT = 'c1';

export function item(overrides: Partial<BulkRunItemView> & { id: string }): BulkRunItemView {
  return {
    url: `https://shop.test/${overrides.id}`,
    status: 'queued',
    schemaType: null,
    source: null,
    isValid: null,
    error: null,
    schemaId: null,
    schemaStatus: null,
    note: null,
    update: null,
    ...overrides,
  };
}

/** A run whose counts follow its items, as the server's do. */
export function bulkRun(
  items: BulkRunItemView[],
  overrides: Partial<BulkRunView> = {},
): BulkRunView {
  const count = (status: BulkRunItemView['status']) =>
    items.filter((entry) => entry.status === status).length;
  const settled = items.every((entry) => entry.status !== 'queued' && entry.status !== 'running');
  return {
    id: 'run1',
    clientId: CLIENT,
    status: settled ? 'completed' : 'running',
    createdAt: '2026-11-23T10:00:00Z',
    finishedAt: null,
    counts: {
      total: items.length,
      queued: count('queued'),
      running: count('running'),
      succeeded: count('succeeded'),
      failed: count('failed'),
      cancelled: count('cancelled'),
    },
    items,
    ...overrides,
  };
}

export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
}
