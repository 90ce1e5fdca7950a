import { Injectable, inject } from '@angular/core';
import type { VocabularyTypeDetail } from '@sdn/contracts';
import { type Observable, catchError, shareReplay, throwError } from 'rxjs';
import { EngineApi, type TypePlace } from '../../../shared/api/engine-api';

/**
 * Type details rarely change while the dashboard is open: ask the service once per type, place and set of present
 * properties, and share the answer with every resource that reads it (`rxResource`). A failure is forgotten, so
 * the next read asks again.
 */
@Injectable({ providedIn: 'root' })
export class VocabularyCache {
  private readonly engine = inject(EngineApi);
  private readonly details = new Map<string, Observable<VocabularyTypeDetail>>();

  typeDetail(name: string, place: TypePlace = {}): Observable<VocabularyTypeDetail> {
    const path = (place.path ?? []).map((step) => `${step.type}.${step.property}`).join('/');
    const key = `${name} in ${path} with ${place.present?.join(',') ?? '*'}`;
    let detail = this.details.get(key);
    if (!detail) {
      detail = this.engine.typeDetail(name, place).pipe(
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

/** The properties a node holds, in a stable order, for the vocabulary's conditional rule sets. */
export function presentProperties(node: Record<string, unknown> | null): string[] {
  if (!node) return [];
  return Object.keys(node)
    .filter((key) => !key.startsWith('@'))
    .sort();
}
