import { Injectable, inject, signal } from '@angular/core';
import type { ClientSiteDto, CreateClientSiteRequest, UpdateClientSiteRequest } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { type ApiError, toApiError } from '../../../core/api/api-error';
import { SitesApi } from './sites-api';

/** The workspace's sites, as the list page shows them. Mutations throw ApiError for the caller's form to show. */
@Injectable({ providedIn: 'root' })
export class SitesStore {
  private readonly api = inject(SitesApi);
  private readonly itemsState = signal<ClientSiteDto[]>([]);
  private readonly loadingState = signal(false);
  private readonly errorState = signal<ApiError | null>(null);
  private readonly loadedState = signal(false);

  readonly sites = this.itemsState.asReadonly();
  readonly loading = this.loadingState.asReadonly();
  readonly error = this.errorState.asReadonly();
  readonly loaded = this.loadedState.asReadonly();

  async load(): Promise<void> {
    this.loadingState.set(true);
    this.errorState.set(null);
    try {
      this.itemsState.set(await firstValueFrom(this.api.list()));
      this.loadedState.set(true);
    } catch (error) {
      this.errorState.set(toApiError(error));
    } finally {
      this.loadingState.set(false);
    }
  }

  async create(body: CreateClientSiteRequest): Promise<ClientSiteDto> {
    const site = await this.run(() => firstValueFrom(this.api.create(body)));
    this.itemsState.update((items) => [...items, site]);
    return site;
  }

  async update(clientId: string, body: UpdateClientSiteRequest): Promise<ClientSiteDto> {
    const site = await this.run(() => firstValueFrom(this.api.update(clientId, body)));
    this.itemsState.update((items) => items.map((item) => (item.id === clientId ? site : item)));
    return site;
  }

  async remove(clientId: string): Promise<void> {
    await this.run(() => firstValueFrom(this.api.remove(clientId)));
    this.itemsState.update((items) => items.filter((item) => item.id !== clientId));
  }

  private async run<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toApiError(error);
    }
  }
}
