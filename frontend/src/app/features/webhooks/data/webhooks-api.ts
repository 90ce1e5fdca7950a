import { HttpClient, type HttpResourceRef, httpResource } from '@angular/common/http';
import { Injectable, type Signal, inject } from '@angular/core';
import type {
  CreateWebhookEndpointRequest,
  WebhookDeliveriesResponse,
  WebhookDeliveryDto,
  WebhookEndpointsResponse,
  WebhookEndpointWithSecretDto,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';

/** The workspace's webhook endpoints and their delivery logs. */
@Injectable({ providedIn: 'root' })
export class WebhooksApi {
  private readonly http = inject(HttpClient);

  /** Read when created (call in an injection context); `reload()` re-reads. */
  endpoints(): HttpResourceRef<WebhookEndpointsResponse | undefined> {
    return httpResource<WebhookEndpointsResponse>(() => '/api/webhooks');
  }

  /** The log of the endpoint `endpointId` names; idle while it names none. */
  deliveries(
    endpointId: Signal<string | null>,
  ): HttpResourceRef<WebhookDeliveriesResponse | undefined> {
    return httpResource<WebhookDeliveriesResponse>(() => {
      const id = endpointId();
      return id ? `/api/webhooks/${encodeURIComponent(id)}/deliveries` : undefined;
    });
  }

  create(body: CreateWebhookEndpointRequest): Observable<WebhookEndpointWithSecretDto> {
    return this.http.post<WebhookEndpointWithSecretDto>('/api/webhooks', body);
  }

  rotateSecret(endpointId: string): Observable<WebhookEndpointWithSecretDto> {
    return this.http.post<WebhookEndpointWithSecretDto>(
      `/api/webhooks/${encodeURIComponent(endpointId)}/rotate-secret`,
      {},
    );
  }

  remove(endpointId: string): Observable<void> {
    return this.http.delete<void>(`/api/webhooks/${encodeURIComponent(endpointId)}`);
  }

  resend(endpointId: string, deliveryId: string): Observable<WebhookDeliveryDto> {
    return this.http.post<WebhookDeliveryDto>(
      `/api/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      {},
    );
  }
}
