import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { BillingRedirectResponse, BillingResponse, CheckoutRequest, PlanUsageResponse } from '@sdn/contracts';
import type { Observable } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class BillingApi {
  private readonly http = inject(HttpClient);

  billing(): Observable<BillingResponse> {
    return this.http.get<BillingResponse>('/api/billing');
  }

  checkout(body: CheckoutRequest): Observable<BillingRedirectResponse> {
    return this.http.post<BillingRedirectResponse>('/api/billing/checkout', body);
  }

  portal(): Observable<{ url: string }> {
    return this.http.post<{ url: string }>('/api/billing/portal', {});
  }

  /** Every role may read the plan panel; the payment banner uses its subscription status. */
  plan(): Observable<PlanUsageResponse> {
    return this.http.get<PlanUsageResponse>('/api/plan');
  }
}
