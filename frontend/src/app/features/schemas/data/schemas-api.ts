import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { CreateSchemaRequest, SchemaDto, SchemaListQuery, SchemaListResponse, UpdateSchemaRequest } from '@sdn/contracts';
import type { Observable } from 'rxjs';
import { allPages } from '../../../core/api/all-pages';

export type SchemaTransition = 'publish' | 'pause' | 'unpause';

@Injectable({ providedIn: 'root' })
export class SchemasApi {
  private readonly http = inject(HttpClient);

  list(clientId: string, query: SchemaListQuery = {}): Observable<SchemaDto[]> {
    let params = new HttpParams();
    if (query.status) params = params.set('status', query.status);
    if (query.pageUrl) params = params.set('pageUrl', query.pageUrl);
    return allPages((offset) =>
      this.http.get<SchemaListResponse>(this.base(clientId), { params: offset > 0 ? params.set('offset', offset) : params }),
    );
  }

  get(clientId: string, schemaId: string): Observable<SchemaDto> {
    return this.http.get<SchemaDto>(`${this.base(clientId)}/${encodeURIComponent(schemaId)}`);
  }

  create(clientId: string, body: CreateSchemaRequest): Observable<SchemaDto> {
    return this.http.post<SchemaDto>(this.base(clientId), body);
  }

  update(clientId: string, schemaId: string, body: UpdateSchemaRequest): Observable<SchemaDto> {
    return this.http.patch<SchemaDto>(`${this.base(clientId)}/${encodeURIComponent(schemaId)}`, body);
  }

  transition(clientId: string, schemaId: string, action: SchemaTransition): Observable<SchemaDto> {
    return this.http.post<SchemaDto>(`${this.base(clientId)}/${encodeURIComponent(schemaId)}/${action}`, {});
  }

  remove(clientId: string, schemaId: string): Observable<void> {
    return this.http.delete<void>(`${this.base(clientId)}/${encodeURIComponent(schemaId)}`);
  }

  private base(clientId: string): string {
    return `/api/clients/${encodeURIComponent(clientId)}/schemas`;
  }
}
