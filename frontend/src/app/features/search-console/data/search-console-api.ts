import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  SearchConsoleConnectResponse, SearchConsolePropertiesResponse, SearchConsoleView, SearchPerformanceReport,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** The site's Search Console endpoints (Pro and Agency). */
@Injectable({ providedIn: 'root' })
export class SearchConsoleApi {
  private readonly http = inject(HttpClient);

  private base(clientId: string): string {
    return `/api/clients/${encodeURIComponent(clientId)}/search-console`;
  }

  status(clientId: string): Observable<SearchConsoleView> {
    return this.http.get<SearchConsoleView>(this.base(clientId));
  }

  connect(clientId: string): Observable<SearchConsoleConnectResponse> {
    return this.http.post<SearchConsoleConnectResponse>(`${this.base(clientId)}/connect`, {});
  }

  properties(clientId: string): Observable<SearchConsolePropertiesResponse> {
    return this.http.get<SearchConsolePropertiesResponse>(`${this.base(clientId)}/properties`);
  }

  chooseProperty(clientId: string, siteUrl: string): Observable<SearchConsoleView> {
    return this.http.put<SearchConsoleView>(`${this.base(clientId)}/property`, { siteUrl });
  }

  sync(clientId: string): Observable<SearchConsoleView> {
    return this.http.post<SearchConsoleView>(`${this.base(clientId)}/sync`, {});
  }

  disconnect(clientId: string): Observable<void> {
    return this.http.delete<void>(this.base(clientId));
  }

  performance(clientId: string, days: 28 | 90): Observable<SearchPerformanceReport> {
    return this.http.get<SearchPerformanceReport>(`${this.base(clientId)}/performance`, { params: { days } });
  }
}
