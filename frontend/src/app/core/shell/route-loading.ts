import { ChangeDetectionStrategy, Component, DestroyRef, inject, signal } from '@angular/core';
import {
  NavigationCancel,
  NavigationCancellationCode,
  NavigationEnd,
  NavigationError,
  RouteConfigLoadEnd,
  RouteConfigLoadStart,
  Router,
} from '@angular/router';

/**
 * Until the first navigation settles (session check, lazy code) it keeps the boot screen of index.html on show, so
 * the page is never blank; afterwards a bar across the top marks a lazy route's code being fetched.
 */
@Component({
  selector: 'app-route-loading',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (booting()) {
      <div class="boot" role="status"><span class="mark" aria-hidden="true"></span><span class="name">Schema Delivery</span><span>Loading…</span></div>
    } @else if (loading()) {
      <div class="route-loading" role="status"><span class="bar" aria-hidden="true"></span><span class="visually-hidden">Loading the page…</span></div>
    }
  `,
  styles: `
    .boot { position: fixed; inset: 0; z-index: 40; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; background: var(--color-bg); color: var(--color-muted); font-weight: 500; }
    .mark { width: 2.5rem; height: 2.5rem; border-radius: 50%; border: 3px solid var(--color-border); border-top-color: var(--color-primary); animation: spin .8s linear infinite; }
    .name { color: var(--color-text); font-weight: 600; font-size: 1.1rem; }
    @keyframes spin { to { transform: rotate(360deg); } }
    .route-loading { position: fixed; top: 0; left: 0; right: 0; height: 3px; z-index: 50; overflow: hidden; background: var(--color-primary-soft); }
    .bar { position: absolute; inset: 0 auto 0 0; width: 40%; background: var(--color-primary); animation: slide 1s ease-in-out infinite; }
    @keyframes slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
  `,
})
export class RouteLoading {
  private readonly pendingLoads = signal(0);
  protected readonly booting = signal(true);
  protected readonly loading = () => this.pendingLoads() > 0;

  constructor() {
    const subscription = inject(Router).events.subscribe((event) => {
      if (event instanceof RouteConfigLoadStart) this.pendingLoads.update((count) => count + 1);
      else if (event instanceof RouteConfigLoadEnd)
        this.pendingLoads.update((count) => Math.max(0, count - 1));
      // A failed or cancelled navigation never ends its loads: do not leave the bar running.
      else if (
        event instanceof NavigationError ||
        event instanceof NavigationEnd ||
        isFinalCancel(event)
      ) {
        this.pendingLoads.set(0);
        this.booting.set(false);
      }
    });
    inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
  }
}

/** A guard's redirect cancels one navigation only to start the next: the boot is not over yet. */
function isFinalCancel(event: unknown): boolean {
  return event instanceof NavigationCancel && event.code !== NavigationCancellationCode.Redirect;
}
