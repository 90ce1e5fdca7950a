import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { BulkPublishResponse, BulkRunRequest, BulkRunView } from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** One site's bulk generation runs (`/api/clients/:clientId/bulk-runs`). */
@Injectable({ providedIn: 'root' })
export class BulkRunsApi {
  private readonly http = inject(HttpClient);

  start(clientId: string, body: BulkRunRequest): Observable<BulkRunView> {
    return this.http.post<BulkRunView>(base(clientId), body);
  }

  get(clientId: string, runId: string): Observable<BulkRunView> {
    return this.http.get<BulkRunView>(run(clientId, runId));
  }

  cancel(clientId: string, runId: string): Observable<BulkRunView> {
    return this.http.post<BulkRunView>(`${run(clientId, runId)}/cancel`, {});
  }

  retryFailed(clientId: string, runId: string): Observable<BulkRunView> {
    return this.http.post<BulkRunView>(`${run(clientId, runId)}/retry-failed`, {});
  }

  publish(clientId: string, runId: string, itemIds: string[]): Observable<BulkPublishResponse> {
    return this.http.post<BulkPublishResponse>(`${run(clientId, runId)}/publish`, { itemIds });
  }
}

function base(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}/bulk-runs`;
}

function run(clientId: string, runId: string): string {
  return `${base(clientId)}/${encodeURIComponent(runId)}`;
}
