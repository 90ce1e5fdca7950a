import { Injectable, computed, inject } from '@angular/core';
import type {
  ClientSiteDto,
  CreateClientSiteRequest,
  UpdateClientSiteRequest,
} from '@sdn/contracts';
import { type Observable, tap } from 'rxjs';
import { AuthStore } from '../../../core/auth/auth-store';
import { SitesApi } from '../../../shared/api/sites-api';
import { resourceError } from '../../../shared/data/resource-signals';

/**
 * The workspace's sites, as the list page shows them; provided by the page, so each visit reads them afresh.
 * The list follows the session's workspace: a switch, an accepted invitation, a logout or another login drops the
 * previous workspace's sites at once (and an answer still in flight for it), so no page ever shows them.
 * Writes answer Observables for the page's `mutation()`s and keep the list in step.
 */
@Injectable()
export class SitesStore {
  private readonly api = inject(SitesApi);
  private readonly auth = inject(AuthStore);
  private readonly list = this.api.list(() => this.auth.workspaceId());

  readonly sites = computed(() => (this.list.hasValue() ? this.list.value() : []));
  readonly loading = this.list.isLoading;
  readonly error = resourceError(this.list);
  /** The list on screen belongs to the current workspace (false while it loads, failed, or nobody is logged in). */
  readonly loaded = computed(() => ['resolved', 'local', 'reloading'].includes(this.list.status()));

  reload(): void {
    this.list.reload();
  }

  create(body: CreateClientSiteRequest): Observable<ClientSiteDto> {
    return this.whileCurrent(this.api.create(body), (site) =>
      this.list.update((items) => [...items, site]),
    );
  }

  update(clientId: string, body: UpdateClientSiteRequest): Observable<ClientSiteDto> {
    return this.whileCurrent(this.api.update(clientId, body), (site) =>
      this.list.update((items) => items.map((item) => (item.id === clientId ? site : item))),
    );
  }

  remove(clientId: string): Observable<void> {
    return this.whileCurrent(this.api.remove(clientId), () =>
      this.list.update((items) => items.filter((item) => item.id !== clientId)),
    );
  }

  /**
   * Applies an answer to the list only if the session still works in the workspace it was sent from; a list that
   * failed to load is read again instead.
   */
  private whileCurrent<T>(request: Observable<T>, apply: (answer: T) => void): Observable<T> {
    const workspaceId = this.auth.workspaceId();
    return request.pipe(
      tap((answer) => {
        if (this.auth.workspaceId() !== workspaceId) return;
        if (this.list.hasValue()) apply(answer);
        else this.list.reload();
      }),
    );
  }
}
