import { DestroyRef, type Signal, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router } from '@angular/router';
import { type LibraryView, libraryViewFrom, libraryViewParams } from './library-view';

export interface LibraryAddress {
  /** The view the address asks for: the one source of filters, sort, page and page size. */
  readonly view: Signal<LibraryView>;
  /** Puts a changed view in the address (a new history entry, or in place with `replaceUrl`). */
  show(change: Partial<LibraryView>, replaceUrl?: boolean): void;
}

/**
 * The library's view kept in the query of the route it sits on (call in an injection context), so a reload, back
 * and forward, or a shared link show the same rows. The address is written only from the user's own changes, never
 * on start, and only while that route is the active one and no navigation elsewhere is under way: a late debounce
 * or click must never pull the user back from another page or race the log-in redirect (a 401 navigates to /login
 * while the library is still on screen).
 */
export function libraryAddress(): LibraryAddress {
  const router = inject(Router);
  const route = inject(ActivatedRoute);
  const query = toSignal(route.queryParamMap, { requireSync: true });
  const view = computed(() => libraryViewFrom(query()));
  let destroyed = false;
  inject(DestroyRef).onDestroy(() => (destroyed = true));

  const path = (url: string) => url.split(/[?#]/)[0];
  const routeActive = (): boolean => {
    if (destroyed) return false;
    const navigation = router.currentNavigation();
    if (navigation && path(router.serializeUrl(navigation.extractedUrl)) !== path(router.url))
      return false;
    for (let at: ActivatedRoute | null = router.routerState.root; at; at = at.firstChild)
      if (at === route) return true;
    return false;
  };

  return {
    view,
    show(change, replaceUrl = false) {
      if (!routeActive()) return;
      void router.navigate([], {
        relativeTo: route,
        queryParams: libraryViewParams({ ...view(), ...change }),
        queryParamsHandling: 'merge',
        replaceUrl,
      });
    },
  };
}
