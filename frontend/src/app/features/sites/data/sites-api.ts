import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  ClientSiteDto, ClientSiteListResponse, CreateClientSiteRequest, UpdateClientSiteRequest, UpdateDomainLockRequest,
  VerifySdkResponse,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';
import { allPages } from '../../../core/api/all-pages';

@Injectable({ providedIn: 'root' })
export class SitesApi {
  private readonly http = inject(HttpClient);

  list(): Observable<ClientSiteDto[]> {
    return allPages((offset) => this.http.get<ClientSiteListResponse>('/api/clients', offset > 0 ? { params: { offset } } : {}));
  }

  get(clientId: string): Observable<ClientSiteDto> {
    return this.http.get<ClientSiteDto>(`/api/clients/${encodeURIComponent(clientId)}`);
  }

  create(body: CreateClientSiteRequest): Observable<ClientSiteDto> {
    return this.http.post<ClientSiteDto>('/api/clients', body);
  }

  update(clientId: string, body: UpdateClientSiteRequest): Observable<ClientSiteDto> {
    return this.http.patch<ClientSiteDto>(`/api/clients/${encodeURIComponent(clientId)}`, body);
  }

  updateDomainLock(clientId: string, body: UpdateDomainLockRequest): Observable<ClientSiteDto> {
    return this.http.patch<ClientSiteDto>(`/api/clients/${encodeURIComponent(clientId)}/domain-lock`, body);
  }

  /** Asks the service to look for the snippet on the site's home page; answers the site with its new badge. */
  verifySdk(clientId: string): Observable<VerifySdkResponse> {
    return this.http.post<VerifySdkResponse>(`/api/clients/${encodeURIComponent(clientId)}/verify-sdk`, {});
  }

  remove(clientId: string): Observable<void> {
    return this.http.delete<void>(`/api/clients/${encodeURIComponent(clientId)}`);
  }
}
