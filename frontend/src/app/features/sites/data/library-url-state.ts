import type { Params } from '@angular/router';
import type { SchemaSortField, SchemaStatus } from '@sdn/contracts';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Everything a person sets in the library: kept in the address, so a reload, a link or Back shows the same rows. */
export interface LibraryState {
  status: SchemaStatus | '';
  type: string;
  valid: '' | 'true' | 'false';
  search: string;
  /** Days back from now; 0: any time. */
  updatedWithinDays: number;
  sort: SchemaSortField;
  order: 'asc' | 'desc';
  offset: number;
  pageSize: PageSize;
}

export const DEFAULT_LIBRARY_STATE: LibraryState = {
  status: '',
  type: '',
  valid: '',
  search: '',
  updatedWithinDays: 0,
  sort: 'updatedAt',
  order: 'desc',
  offset: 0,
  pageSize: 50,
};

const STATUSES: readonly string[] = ['draft', 'published', 'paused'];
const SORTS: readonly string[] = ['name', 'pageUrl', 'schemaType', 'status', 'updatedAt'];
const WITHIN: readonly number[] = [0, 1, 7, 30];

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');
const whole = (value: unknown): number => {
  const number = Number(text(value));
  return Number.isInteger(number) && number >= 0 ? number : NaN;
};

/** Reads the library's state from query parameters; anything unknown or malformed falls back to the default. */
export function libraryStateFrom(params: Params): LibraryState {
  const d = DEFAULT_LIBRARY_STATE;
  const status = text(params['status']);
  const valid = text(params['valid']);
  const within = whole(params['updated']);
  const sort = text(params['sort']);
  const order = text(params['order']);
  const size = whole(params['size']);
  const offset = whole(params['from']);
  return {
    status: STATUSES.includes(status) ? (status as SchemaStatus) : d.status,
    type: text(params['type']),
    valid: valid === 'true' || valid === 'false' ? valid : d.valid,
    search: text(params['q']),
    updatedWithinDays: WITHIN.includes(within) ? within : d.updatedWithinDays,
    sort: SORTS.includes(sort) ? (sort as SchemaSortField) : d.sort,
    order: order === 'asc' || order === 'desc' ? order : d.order,
    offset: Number.isNaN(offset) ? d.offset : offset,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : d.pageSize,
  };
}

/** The query parameters for a state: only what differs from the default (null removes a parameter). */
export function libraryStateParams(state: LibraryState): Params {
  const d = DEFAULT_LIBRARY_STATE;
  const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? null : value);
  return {
    status: unlessDefault(state.status, d.status),
    type: unlessDefault(state.type, d.type),
    valid: unlessDefault(state.valid, d.valid),
    q: unlessDefault(state.search, d.search),
    updated: unlessDefault(state.updatedWithinDays, d.updatedWithinDays),
    sort: unlessDefault(state.sort, d.sort),
    order: unlessDefault(state.order, d.order),
    from: unlessDefault(state.offset, d.offset),
    size: unlessDefault(state.pageSize, d.pageSize),
  };
}

/**
 * A page URL as the library shows it: the path (with query and fragment) when the page is on the site's own
 * host, which is what tells rows apart, else the host and path without the scheme. Unparsable text stays as is.
 */
export function displayPageUrl(pageUrl: string, websiteUrl: string | null): string {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return pageUrl;
  }
  const tail = `${page.pathname}${page.search}${page.hash}`;
  let siteHost: string | null = null;
  try {
    siteHost = websiteUrl ? new URL(websiteUrl).host : null;
  } catch {
    siteHost = null;
  }
  return page.host === siteHost ? tail : `${page.host}${tail}`;
}
