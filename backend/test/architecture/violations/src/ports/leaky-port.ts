// Violates ports-no-adapters.
import type { RowStore } from '../adapters/postgres/row-store.js';

export type LeakyPort = Pick<RowStore, 'get'>;
