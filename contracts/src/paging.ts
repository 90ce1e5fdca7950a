/**
 * Every list answer is one page: `items` plus where it sits in the whole list. Ask with `?limit=&offset=`;
 * `limit` defaults to `PAGE_SIZE.default` and may not exceed `PAGE_SIZE.max`.
 */
export interface PageInfo {
  /** Items in the whole list (with the same filters). */
  total: number;
  limit: number;
  offset: number;
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

export const PAGE_SIZE = { default: 50, max: 100 } as const;
