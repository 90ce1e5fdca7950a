import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { NavigationEnd, Router } from '@angular/router';
import { filter, map } from 'rxjs';
import { SitesApi } from '../../shared/api/sites-api';
import { lastValue } from '../../shared/data/resource-signals';
import { inputValue } from '../../shared/ui/input-value';
import { AuthStore } from '../auth/auth-store';

/**
 * `/sites/<id>/<tab>` -> the site's id and its tab (Audit, Performance...), kept when moving to another client; a
 * deeper path names one of this client's objects (a schema) and is not carried over.
 */
export function siteRoute(url: string): { siteId: string; rest: string } | null {
  const match = /^\/sites\/([^/?#]+)(\/[^/?#]+)?(\/[^?#]*)?/.exec(url);
  if (!match || match[1] === 'new') return null;
  return { siteId: decodeURIComponent(match[1]!), rest: match[3] ? '' : (match[2] ?? '') };
}

/**
 * Moves between clients from the header, staying on the same tab (Audit, Performance...): an agency with dozens of
 * clients no longer goes back to the Sites page each time. Shown with two clients or more.
 */
@Component({
  selector: 'app-client-switcher',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (sites().length > 1) {
      <label class="visually-hidden" for="client-switch">Client</label>
      <select id="client-switch" class="input switch" (change)="open($event)">
        <option value="" [selected]="!current()">Go to a client…</option>
        @for (site of sites(); track site.id) {
          <option [value]="site.id" [selected]="site.id === current()?.siteId">{{ site.name }}</option>
        }
      </select>
    }
  `,
  styles: `.switch { min-height: 2rem; padding: .2rem .5rem; width: auto; max-width: 200px; font-size: .875rem; }`,
})
export class ClientSwitcher {
  private readonly router = inject(Router);
  private readonly auth = inject(AuthStore);
  private readonly url = toSignal(
    this.router.events.pipe(
      filter((event) => event instanceof NavigationEnd),
      map(() => this.router.url),
    ),
    { initialValue: this.router.url },
  );
  protected readonly current = computed(() => siteRoute(this.url()));
  /** Re-read per workspace and per client opened (a site just created or renamed shows at once). */
  private readonly list = inject(SitesApi).list(() => {
    const workspace = this.auth.workspaceId();
    return workspace ? `${workspace}:${this.current()?.siteId ?? ''}` : undefined;
  });
  /** The previous list stays while the next one loads, so the switcher does not blink. */
  private readonly listed = lastValue(this.list);
  protected readonly sites = computed(() =>
    [...(this.listed() ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  );

  protected open(event: Event): void {
    const siteId = inputValue(event);
    if (siteId)
      void this.router.navigateByUrl(
        `/sites/${encodeURIComponent(siteId)}${this.current()?.rest ?? ''}`,
      );
  }
}
