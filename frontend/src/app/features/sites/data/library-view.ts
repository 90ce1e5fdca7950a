import type { ParamMap, Params } from '@angular/router';
import {
  PAGE_SIZE,
  SCHEMA_SORT_FIELDS,
  SCHEMA_STATUSES,
  type SchemaListQuery,
  type SchemaSortField,
  type SchemaStatus,
} from '@sdn/contracts';

const DAY_MS = 86_400_000;
/** Page sizes offered; the service answers at most 100 a page. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type LibraryPageSize = (typeof PAGE_SIZES)[number];
export const UPDATED_WITHIN_DAYS = [0, 1, 7, 30] as const;
/** The service's bounds on the text filters (a longer value in a link is cut, not sent to be refused). */
const MAX_SEARCH = 2048;
const MAX_TYPE = 200;

export interface LibraryFilters {
  status: SchemaStatus | '';
  type: string;
  valid: '' | 'true' | 'false';
  search: string;
  /** Days back from now; 0: any time. */
  updatedWithinDays: number;
}

export interface LibrarySort {
  field: SchemaSortField;
  order: 'asc' | 'desc';
}

/** Everything that decides which rows the library shows: kept in the address, so a link or a reload restores it. */
export interface LibraryView {
  filters: LibraryFilters;
  sort: LibrarySort;
  /** 1-based. */
  page: number;
  pageSize: LibraryPageSize;
}

export const NO_FILTERS: LibraryFilters = {
  status: '',
  type: '',
  valid: '',
  search: '',
  updatedWithinDays: 0,
};

export const DEFAULT_SORT: LibrarySort = { field: 'updatedAt', order: 'desc' };

/** `updatedAt` reads newest first; the other columns A to Z. */
export const defaultOrder = (field: SchemaSortField): LibrarySort['order'] =>
  field === 'updatedAt' ? 'desc' : 'asc';

const oneOf = <T>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => String(candidate) === value);

/**
 * The view a query string asks for. Anything unknown or out of range falls back to the default, so a hand-edited
 * or outdated link still opens the library.
 */
export function libraryViewFrom(params: ParamMap): LibraryView {
  const text = (key: string, max: number) => (params.get(key) ?? '').slice(0, max);
  const field = oneOf(SCHEMA_SORT_FIELDS, params.get('sort')) ?? DEFAULT_SORT.field;
  const page = Number(params.get('page'));
  return {
    filters: {
      status: oneOf(SCHEMA_STATUSES, params.get('status')) ?? '',
      type: text('type', MAX_TYPE),
      valid: oneOf(['true', 'false'] as const, params.get('valid')) ?? '',
      search: text('q', MAX_SEARCH),
      updatedWithinDays: oneOf(UPDATED_WITHIN_DAYS, params.get('updated')) ?? 0,
    },
    sort: {
      field,
      order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? defaultOrder(field),
    },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: oneOf(PAGE_SIZES, params.get('size')) ?? PAGE_SIZE.default,
  } as LibraryView;
}

/** The query string of a view: defaults are null, so merging them removes the key and a plain library has none. */
export function libraryViewParams(view: LibraryView): Params {
  const { filters, sort } = view;
  return {
    q: filters.search || null,
    status: filters.status || null,
    type: filters.type || null,
    valid: filters.valid || null,
    updated: filters.updatedWithinDays || null,
    sort: sort.field === DEFAULT_SORT.field ? null : sort.field,
    order: sort.order === defaultOrder(sort.field) ? null : sort.order,
    page: view.page > 1 ? view.page : null,
    size: view.pageSize === PAGE_SIZE.default ? null : view.pageSize,
  };
}

/** The service's list query for the view (only what is set). */
export function libraryQuery(view: LibraryView, now = Date.now()): SchemaListQuery {
  const { filters, sort, pageSize } = view;
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.type.trim() && { type: filters.type.trim() }),
    ...(filters.valid && { valid: filters.valid === 'true' }),
    ...(filters.search.trim() && { search: filters.search.trim() }),
    ...(filters.updatedWithinDays > 0 && {
      updatedFrom: new Date(now - filters.updatedWithinDays * DAY_MS).toISOString(),
    }),
    sort: sort.field,
    order: sort.order,
    limit: pageSize,
    offset: (view.page - 1) * pageSize,
  };
}
