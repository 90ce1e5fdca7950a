import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import type { BillingRedirectResponse, BillingResponse, CheckoutRequest } from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** The owner's billing (`/api/billing`): the plan panel, and the Stripe-hosted pages to leave for. */
@Injectable({ providedIn: 'root' })
export class BillingApi {
  private readonly http = inject(HttpClient);

  /** The billing panel, read while `enabled` (only owners may read it). */
  billing(enabled: () => boolean): HttpResourceRef<BillingResponse | undefined> {
    return httpResource<BillingResponse>(() => (enabled() ? '/api/billing' : undefined));
  }

  /** One look at the billing panel, for a resource that polls it (`rxResource`). */
  current(): Observable<BillingResponse> {
    return this.http.get<BillingResponse>('/api/billing');
  }

  checkout(body: CheckoutRequest): Observable<BillingRedirectResponse> {
    return this.http.post<BillingRedirectResponse>('/api/billing/checkout', body);
  }

  portal(): Observable<{ url: string }> {
    return this.http.post<{ url: string }>('/api/billing/portal', {});
  }
}
