/** A window of a list: at most `limit` rows after skipping `offset`. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** One window of a list and the size of the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Slices an in-memory list the way a database pages one. */
export function pageOf<T>(all: T[], page: PageRequest): Page<T> {
  return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
}
