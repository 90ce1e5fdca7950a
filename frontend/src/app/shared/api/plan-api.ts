import { type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable } from '@angular/core';
import type { PlanUsageResponse } from '@sdn/contracts';

/** The workspace's plan, limits and usage (`/api/plan`): read by the plans page, and by billing next. */
@Injectable({ providedIn: 'root' })
export class PlanApi {
  /** Read when created (call in an injection context); `reload()` re-reads. */
  usage(): HttpResourceRef<PlanUsageResponse | undefined> {
    return httpResource<PlanUsageResponse>(() => '/api/plan');
  }
}
