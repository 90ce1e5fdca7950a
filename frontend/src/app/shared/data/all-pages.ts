import { EMPTY, type Observable, expand, map, reduce } from 'rxjs';

interface AnyPage<T> {
  items: T[];
  /** Absent from answers of services older than paging: then the first answer is the whole list. */
  total?: number;
}

/**
 * The whole list behind a paged endpoint: the first page as the screens always asked for it, then further pages
 * (`offset`) only while the service says there are more. Screens keep showing everything they showed before.
 */
export function allPages<T>(
  fetchPage: (offset: number) => Observable<AnyPage<T>>,
): Observable<T[]> {
  let received = 0;
  return fetchPage(0).pipe(
    expand((page) => {
      received += page.items.length;
      const more = page.total !== undefined && page.items.length > 0 && received < page.total;
      return more ? fetchPage(received) : EMPTY;
    }),
    map((page) => page.items),
    reduce((all, items) => all.concat(items), [] as T[]),
  );
}
