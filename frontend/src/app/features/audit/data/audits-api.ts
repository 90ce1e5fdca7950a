import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  AuditComparison,
  AuditPagesQuery,
  AuditListResponse,
  AuditSummary,
  AuditView,
  SaveAuditDraftsResponse,
} from '@sdn/contracts';
import { type Observable, map } from 'rxjs';

const base = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/audits`;

/** Site audits of one site (Agency). */
@Injectable({ providedIn: 'root' })
export class AuditsApi {
  private readonly http = inject(HttpClient);

  list(clientId: string): Observable<AuditSummary[]> {
    return this.http.get<AuditListResponse>(base(clientId)).pipe(map((response) => response.items));
  }

  /** The audit with one window of its pages (the server filters by finding severity and type). */
  get(clientId: string, auditId: string, query: AuditPagesQuery = {}): Observable<AuditView> {
    const params = Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
    );
    return this.http.get<AuditView>(`${base(clientId)}/${encodeURIComponent(auditId)}`, { params });
  }

  start(clientId: string, deep: boolean): Observable<AuditView> {
    return this.http.post<AuditView>(base(clientId), { deep });
  }

  cancel(clientId: string, auditId: string): Observable<AuditView> {
    return this.http.post<AuditView>(`${base(clientId)}/${encodeURIComponent(auditId)}/cancel`, {});
  }

  compare(clientId: string, auditId: string): Observable<AuditComparison> {
    return this.http.get<AuditComparison>(
      `${base(clientId)}/${encodeURIComponent(auditId)}/compare`,
    );
  }

  saveDrafts(
    clientId: string,
    auditId: string,
    pageIds?: string[],
    besideExisting = false,
  ): Observable<SaveAuditDraftsResponse> {
    return this.http.post<SaveAuditDraftsResponse>(
      `${base(clientId)}/${encodeURIComponent(auditId)}/drafts`,
      { ...(pageIds ? { pageIds } : {}), ...(besideExisting ? { besideExisting } : {}) },
    );
  }

  /** A plain link: the browser downloads the PDF with the session cookie. */
  reportUrl(clientId: string, auditId: string): string {
    return `${base(clientId)}/${encodeURIComponent(auditId)}/report.pdf`;
  }
}
