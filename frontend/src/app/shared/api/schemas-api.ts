import { HttpClient } from '@angular/common/http';
import { Injectable, type ResourceRef, inject } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { CreateSchemaRequest, SchemaDto, SchemaListQuery, SchemaListResponse, UpdateSchemaRequest } from '@sdn/contracts';
import type { Observable } from 'rxjs';
import { allPages } from '../data/all-pages';

export type SchemaTransition = 'publish' | 'pause' | 'unpause';

/** One site's schemas. The list is a resource following its signal parameters; writes answer Observables. */
@Injectable({ providedIn: 'root' })
export class SchemasApi {
  private readonly http = inject(HttpClient);

  /** Every schema of the site matching the filter, following the service's pages (`offset`) to the end. */
  list(query: () => { clientId: string; filter: SchemaListQuery } | undefined): ResourceRef<SchemaDto[] | undefined> {
    return rxResource({
      params: query,
      stream: ({ params: current }) => {
        const filter: Record<string, string> = {};
        if (current.filter.status) filter['status'] = current.filter.status;
        if (current.filter.pageUrl) filter['pageUrl'] = current.filter.pageUrl;
        return allPages((offset) =>
          this.http.get<SchemaListResponse>(base(current.clientId), { params: offset > 0 ? { ...filter, offset } : filter }),
        );
      },
    });
  }

  /** One schema, for a resource that loads it into an editor (`rxResource`). */
  get(clientId: string, schemaId: string): Observable<SchemaDto> {
    return this.http.get<SchemaDto>(item(clientId, schemaId));
  }

  create(clientId: string, body: CreateSchemaRequest): Observable<SchemaDto> {
    return this.http.post<SchemaDto>(base(clientId), body);
  }

  update(clientId: string, schemaId: string, body: UpdateSchemaRequest): Observable<SchemaDto> {
    return this.http.patch<SchemaDto>(item(clientId, schemaId), body);
  }

  transition(clientId: string, schemaId: string, action: SchemaTransition): Observable<SchemaDto> {
    return this.http.post<SchemaDto>(`${item(clientId, schemaId)}/${action}`, {});
  }

  remove(clientId: string, schemaId: string): Observable<void> {
    return this.http.delete<void>(item(clientId, schemaId));
  }
}

function base(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}/schemas`;
}

function item(clientId: string, schemaId: string): string {
  return `${base(clientId)}/${encodeURIComponent(schemaId)}`;
}
