import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, type ResourceRef, inject } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type {
  ClientSiteDto,
  ClientSiteListResponse,
  CreateClientSiteRequest,
  UpdateClientSiteRequest,
  UpdateDomainLockRequest,
  VerifySdkResponse,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';
import { allPages } from '../data/all-pages';

/**
 * The workspace's client sites (`/api/clients`). Reads are resources that follow their signal parameters (call them
 * in an injection context; `undefined` means "nothing to load yet"); writes answer Observables for `mutation()`.
 */
@Injectable({ providedIn: 'root' })
export class SitesApi {
  private readonly http = inject(HttpClient);

  /** Every site of the workspace (all pages); `key` re-reads the list whenever it changes (for example the workspace). */
  list(key: () => unknown): ResourceRef<ClientSiteDto[]> {
    return rxResource({
      params: () => (key() === undefined ? undefined : { key: key() }),
      stream: () =>
        allPages((offset) =>
          this.http.get<ClientSiteListResponse>(
            '/api/clients',
            offset > 0 ? { params: { offset } } : {},
          ),
        ),
      defaultValue: [],
    });
  }

  site(clientId: () => string | undefined): HttpResourceRef<ClientSiteDto | undefined> {
    return httpResource<ClientSiteDto>(() => {
      const id = clientId();
      return id ? siteUrl(id) : undefined;
    });
  }

  create(body: CreateClientSiteRequest): Observable<ClientSiteDto> {
    return this.http.post<ClientSiteDto>('/api/clients', body);
  }

  update(clientId: string, body: UpdateClientSiteRequest): Observable<ClientSiteDto> {
    return this.http.patch<ClientSiteDto>(siteUrl(clientId), body);
  }

  updateDomainLock(clientId: string, body: UpdateDomainLockRequest): Observable<ClientSiteDto> {
    return this.http.patch<ClientSiteDto>(`${siteUrl(clientId)}/domain-lock`, body);
  }

  /** Asks the service to look for the snippet on the site's home page; answers the site with its new badge. */
  verifySdk(clientId: string): Observable<VerifySdkResponse> {
    return this.http.post<VerifySdkResponse>(`${siteUrl(clientId)}/verify-sdk`, {});
  }

  remove(clientId: string): Observable<void> {
    return this.http.delete<void>(siteUrl(clientId));
  }
}

function siteUrl(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}`;
}
