import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, type Signal, inject } from '@angular/core';
import type { TrashItemDto, TrashListResponse, TrashRestoreResponse } from '@sdn/contracts';
import type { Observable } from 'rxjs';

const path = (item: Pick<TrashItemDto, 'kind' | 'id'>) =>
  `/api/trash/${item.kind === 'site' ? 'sites' : 'schemas'}/${encodeURIComponent(item.id)}`;

/** The workspace's trash: one page at a time, restore, and (owner) delete for good. */
@Injectable({ providedIn: 'root' })
export class TrashApi {
  private readonly http = inject(HttpClient);

  /** The page at `offset` (re-read when it changes; `reload()` re-reads). */
  page(offset: Signal<number>, limit: number): HttpResourceRef<TrashListResponse | undefined> {
    return httpResource<TrashListResponse>(() => ({
      url: '/api/trash',
      params: { limit, offset: offset() },
    }));
  }

  restore(item: TrashItemDto): Observable<TrashRestoreResponse> {
    return this.http.post<TrashRestoreResponse>(`${path(item)}/restore`, {});
  }

  deleteForever(item: TrashItemDto): Observable<void> {
    return this.http.delete<void>(path(item));
  }
}
