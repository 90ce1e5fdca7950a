import { Injectable, inject } from '@angular/core';
import type { VocabularyTypeDetail } from '@sdn/contracts';
import { type Observable, catchError, shareReplay, throwError } from 'rxjs';
import { EngineApi } from '../../../shared/api/engine-api';

/**
 * Type details rarely change while the dashboard is open: ask the service once per type and share the answer
 * with every resource that reads it (`rxResource`). A failure is forgotten, so the next read asks again.
 */
@Injectable({ providedIn: 'root' })
export class VocabularyCache {
  private readonly engine = inject(EngineApi);
  private readonly details = new Map<string, Observable<VocabularyTypeDetail>>();

  typeDetail(name: string): Observable<VocabularyTypeDetail> {
    let detail = this.details.get(name);
    if (!detail) {
      detail = this.engine.typeDetail(name).pipe(
        catchError((error: unknown) => {
          this.details.delete(name);
          return throwError(() => error);
        }),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      this.details.set(name, detail);
    }
    return detail;
  }
}
