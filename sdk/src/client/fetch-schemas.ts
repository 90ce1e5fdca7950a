import type { InjectResponse } from '@sdn/contracts';
import { deliveryRequest, deliveryUrl, httpError, invalidResponse } from './delivery-request.js';
import type { DeliveryTarget, RequestOptions } from './delivery-request.js';

export interface FetchSchemasOptions extends DeliveryTarget, RequestOptions {}

/**
 * The published schemas for one page, from `GET /api/inject`. Rejects with a DeliveryError on non-2xx,
 * timeout, network failure, or a body without `schemas` and `items` arrays.
 */
export function fetchSchemas(options: FetchSchemasOptions): Promise<InjectResponse> {
  const url = deliveryUrl('inject', options);
  return deliveryRequest(url, options, { accept: 'application/json' }, async (response) => {
    if (!response.ok) throw await httpError(response);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidResponse(response, 'a body that is not JSON');
    }
    if (!isInjectResponse(body)) throw invalidResponse(response, 'JSON that lacks schemas/items arrays');
    return body;
  });
}

function isInjectResponse(body: unknown): body is InjectResponse {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as Partial<InjectResponse>;
  return Array.isArray(candidate.schemas) && Array.isArray(candidate.items);
}
