import { HttpClient } from '@angular/common/http';
import { Injectable, type ResourceRef, inject } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type {
  BulkSchemaRequest,
  BulkSchemaResponse,
  CreateSchemaRequest,
  DuplicateSchemaRequest,
  DuplicateSchemaResponse,
  SchemaDto,
  SchemaExportFormat,
  SchemaImportRequest,
  SchemaImportResponse,
  SchemaListQuery,
  SchemaListResponse,
  UpdateSchemaRequest,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

export type SchemaTransition = 'publish' | 'pause' | 'unpause';

/** One site's schemas. The list is a resource following its signal parameters; writes answer Observables. */
@Injectable({ providedIn: 'root' })
export class SchemasApi {
  private readonly http = inject(HttpClient);

  /** One page of the site's schemas, filtered and sorted by the service; follows its signal parameters. */
  page(
    query: () => { clientId: string; query: SchemaListQuery } | undefined,
  ): ResourceRef<SchemaListResponse | undefined> {
    return rxResource({
      params: query,
      stream: ({ params: current }) =>
        this.http.get<SchemaListResponse>(base(current.clientId), {
          params: queryParams(current.query),
        }),
    });
  }

  bulk(clientId: string, body: BulkSchemaRequest): Observable<BulkSchemaResponse> {
    return this.http.post<BulkSchemaResponse>(`${base(clientId)}/bulk`, body);
  }

  duplicate(
    clientId: string,
    schemaId: string,
    body: DuplicateSchemaRequest,
  ): Observable<DuplicateSchemaResponse> {
    return this.http.post<DuplicateSchemaResponse>(`${item(clientId, schemaId)}/duplicate`, body);
  }

  /** A dry run answers what would happen; without it the schemas are created (all or none). */
  importSchemas(clientId: string, body: SchemaImportRequest): Observable<SchemaImportResponse> {
    return this.http.post<SchemaImportResponse>(`${base(clientId)}/import`, body);
  }

  /** The export download as JSON or CSV (a plain link: the session cookie authenticates it). */
  exportUrl(clientId: string, format: SchemaExportFormat = 'json'): string {
    return `${base(clientId)}/export${format === 'json' ? '' : `?format=${format}`}`;
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

function queryParams(query: SchemaListQuery): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = value as string | number | boolean;
  return params;
}
