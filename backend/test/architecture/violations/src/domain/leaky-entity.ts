// Violates domain-no-frameworks (an npm framework) and domain-inward-only (an adapter).
import type { Request } from 'express';
import type { RowStore } from '../adapters/postgres/row-store.js';

export interface LeakyEntity {
  request: Request;
  store: RowStore;
}
