import { type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable } from '@angular/core';
import type { PlanUsageResponse } from '@sdn/contracts';

/** The workspace's plan, limits, usage and subscription status (`/api/plan`, every role may read it). */
@Injectable({ providedIn: 'root' })
export class PlanApi {
  /** Read when created (call in an injection context) and again whenever `key` changes; `reload()` re-reads. */
  usage(key: () => unknown = () => true): HttpResourceRef<PlanUsageResponse | undefined> {
    return httpResource<PlanUsageResponse>(() => (key() === undefined ? undefined : '/api/plan'));
  }
}
