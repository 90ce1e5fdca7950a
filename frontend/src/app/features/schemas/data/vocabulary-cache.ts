import { Injectable, inject } from '@angular/core';
import type { VocabularyTypeDetail } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { EngineApi } from './engine-api';

/** Type details rarely change while the dashboard is open: ask the service once per type (failures are retried). */
@Injectable({ providedIn: 'root' })
export class VocabularyCache {
  private readonly engine = inject(EngineApi);
  private readonly details = new Map<string, Promise<VocabularyTypeDetail>>();

  typeDetail(name: string): Promise<VocabularyTypeDetail> {
    let detail = this.details.get(name);
    if (!detail) {
      detail = firstValueFrom(this.engine.typeDetail(name));
      detail.catch(() => this.details.delete(name));
      this.details.set(name, detail);
    }
    return detail;
  }
}
