import { Injectable, computed, inject, linkedSignal } from '@angular/core';
import type { ClientSiteDto, CreateClientSiteRequest, UpdateClientSiteRequest } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { type ApiError, toApiError } from '../../../core/api/api-error';
import { AuthStore } from '../../../core/auth/auth-store';
import { SitesApi } from './sites-api';

/**
 * The workspace's sites, as the list page shows them. Mutations throw ApiError for the caller's form to show.
 * Everything here belongs to the session's current workspace: a switch, an accepted invitation, a logout or another
 * login starts it afresh, so no page ever shows the previous workspace's sites.
 */
@Injectable({ providedIn: 'root' })
export class SitesStore {
  private readonly api = inject(SitesApi);
  private readonly auth = inject(AuthStore);
  private readonly workspaceId = computed(() => this.auth.session()?.workspace.id ?? null);
  private readonly itemsState = linkedSignal<string | null, ClientSiteDto[]>({ source: this.workspaceId, computation: () => [] });
  private readonly loadingState = linkedSignal({ source: this.workspaceId, computation: () => false });
  private readonly errorState = linkedSignal<string | null, ApiError | null>({ source: this.workspaceId, computation: () => null });
  private readonly loadedState = linkedSignal({ source: this.workspaceId, computation: () => false });

  readonly sites = this.itemsState.asReadonly();
  readonly loading = this.loadingState.asReadonly();
  readonly error = this.errorState.asReadonly();
  readonly loaded = this.loadedState.asReadonly();

  async load(): Promise<void> {
    const stillCurrent = this.forCurrentWorkspace();
    this.loadingState.set(true);
    this.errorState.set(null);
    try {
      const items = await firstValueFrom(this.api.list());
      if (!stillCurrent()) return;
      this.itemsState.set(items);
      this.loadedState.set(true);
    } catch (error) {
      if (stillCurrent()) this.errorState.set(toApiError(error));
    } finally {
      if (stillCurrent()) this.loadingState.set(false);
    }
  }

  async create(body: CreateClientSiteRequest): Promise<ClientSiteDto> {
    const stillCurrent = this.forCurrentWorkspace();
    const site = await this.run(() => firstValueFrom(this.api.create(body)));
    if (stillCurrent()) this.itemsState.update((items) => [...items, site]);
    return site;
  }

  async update(clientId: string, body: UpdateClientSiteRequest): Promise<ClientSiteDto> {
    const stillCurrent = this.forCurrentWorkspace();
    const site = await this.run(() => firstValueFrom(this.api.update(clientId, body)));
    if (stillCurrent()) this.itemsState.update((items) => items.map((item) => (item.id === clientId ? site : item)));
    return site;
  }

  async remove(clientId: string): Promise<void> {
    const stillCurrent = this.forCurrentWorkspace();
    await this.run(() => firstValueFrom(this.api.remove(clientId)));
    if (stillCurrent()) this.itemsState.update((items) => items.filter((item) => item.id !== clientId));
  }

  /** Whether the session still works in the workspace current now: an answer arriving after a switch is dropped. */
  private forCurrentWorkspace(): () => boolean {
    const workspaceId = this.workspaceId();
    return () => this.workspaceId() === workspaceId;
  }

  private async run<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toApiError(error);
    }
  }
}
