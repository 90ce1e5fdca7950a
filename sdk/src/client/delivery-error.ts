import type { ErrorBody } from '@sdn/contracts';

/**
 * Why a delivery request failed: the service answered non-2xx (`http`), did not answer in time (`timeout`),
 * could not be reached (`network`), or answered 2xx with a body that is not the documented shape.
 */
export type DeliveryErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

export interface DeliveryErrorDetails {
  kind: DeliveryErrorKind;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The `X-Service-ID` response header, to quote when reporting a problem. */
  requestId?: string;
  /** The service's JSON error body, when it sent one. */
  body?: ErrorBody;
  cause?: unknown;
}

export class DeliveryError extends Error {
  readonly kind: DeliveryErrorKind;
  readonly status: number;
  readonly requestId: string | undefined;
  readonly body: ErrorBody | undefined;

  constructor(message: string, details: DeliveryErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'DeliveryError';
    this.kind = details.kind;
    this.status = details.status;
    this.requestId = details.requestId;
    this.body = details.body;
  }
}
