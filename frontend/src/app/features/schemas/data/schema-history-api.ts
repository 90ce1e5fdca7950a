import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type {
  RestoreRevisionResponse,
  SchemaRevisionDto,
  SchemaRevisionListResponse,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

export interface RevisionPageQuery {
  clientId: string;
  schemaId: string;
  offset: number;
  limit: number;
}

/** A schema's revision history: pages of revisions, one revision in full, and restore. */
@Injectable({ providedIn: 'root' })
export class SchemaHistoryApi {
  private readonly http = inject(HttpClient);

  /** One page of revisions, newest first, following its parameters (call in an injection context). */
  revisions(
    query: () => RevisionPageQuery | undefined,
  ): HttpResourceRef<SchemaRevisionListResponse | undefined> {
    return httpResource<SchemaRevisionListResponse>(() => {
      const current = query();
      return current
        ? {
            url: revisionsUrl(current.clientId, current.schemaId),
            params: { limit: current.limit, offset: current.offset },
          }
        : undefined;
    });
  }

  revision(clientId: string, schemaId: string, number: number): Observable<SchemaRevisionDto> {
    return this.http.get<SchemaRevisionDto>(`${revisionsUrl(clientId, schemaId)}/${number}`);
  }

  restore(
    clientId: string,
    schemaId: string,
    number: number,
    publish: boolean,
  ): Observable<RestoreRevisionResponse> {
    return this.http.post<RestoreRevisionResponse>(
      `${revisionsUrl(clientId, schemaId)}/${number}/restore`,
      { publish },
    );
  }
}

function revisionsUrl(clientId: string, schemaId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}/schemas/${encodeURIComponent(schemaId)}/revisions`;
}
