import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  SchemaEventView,
  SearchConsoleConnectResponse,
  SearchConsolePropertyView,
  SearchConsolePropertiesResponse,
  SearchConsoleView,
  SearchPerformanceReport,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

/**
 * The site's Search Console endpoints (Pro and Agency). Reads are resources following their signal parameters
 * (`undefined` = nothing to load); writes answer Observables for `mutation()`.
 */
@Injectable({ providedIn: 'root' })
export class SearchConsoleApi {
  private readonly http = inject(HttpClient);

  status(clientId: () => string | undefined): HttpResourceRef<SearchConsoleView | undefined> {
    return httpResource<SearchConsoleView>(() => {
      const id = clientId();
      return id ? base(id) : undefined;
    });
  }

  properties(
    clientId: () => string | undefined,
  ): HttpResourceRef<SearchConsolePropertyView[] | undefined> {
    return httpResource(
      () => {
        const id = clientId();
        return id ? `${base(id)}/properties` : undefined;
      },
      { parse: (body) => (body as SearchConsolePropertiesResponse).items },
    );
  }

  performance(
    params: () => { clientId: string; days: 28 | 90; syncedAt?: string | null } | undefined,
  ): HttpResourceRef<SearchPerformanceReport | undefined> {
    return httpResource<SearchPerformanceReport>(() => {
      const p = params();
      // `syncedAt` is only a key: a finished sync changes it, and the report is read again.
      return p ? { url: `${base(p.clientId)}/performance`, params: { days: p.days } } : undefined;
    });
  }

  /** The site's publish history (every plan; needs no Google). */
  publishHistory(
    clientId: () => string | undefined,
  ): HttpResourceRef<SchemaEventView[] | undefined> {
    return httpResource(
      () => {
        const id = clientId();
        return id ? `/api/clients/${encodeURIComponent(id)}/schema-events` : undefined;
      },
      { parse: (body) => (body as { items: SchemaEventView[] }).items },
    );
  }

  connect(clientId: string): Observable<SearchConsoleConnectResponse> {
    return this.http.post<SearchConsoleConnectResponse>(`${base(clientId)}/connect`, {});
  }

  chooseProperty(clientId: string, siteUrl: string): Observable<SearchConsoleView> {
    return this.http.put<SearchConsoleView>(`${base(clientId)}/property`, { siteUrl });
  }

  sync(clientId: string): Observable<SearchConsoleView> {
    return this.http.post<SearchConsoleView>(`${base(clientId)}/sync`, {});
  }

  disconnect(clientId: string): Observable<void> {
    return this.http.delete<void>(base(clientId));
  }
}

function base(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}/search-console`;
}
