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

  /** A type on its own, or `within` a parent's property (an Offer as Product.offers): cached per context. */
  typeDetail(
    name: string,
    within?: { parent: string; property: string },
  ): Observable<VocabularyTypeDetail> {
    const key = within ? `${name} in ${within.parent}.${within.property}` : name;
    let detail = this.details.get(key);
    if (!detail) {
      detail = this.engine.typeDetail(name, within).pipe(
        catchError((error: unknown) => {
          this.details.delete(key);
          return throwError(() => error);
        }),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      this.details.set(key, detail);
    }
    return detail;
  }
}
