import type { JsonLdDocument } from './json-ld.js';

/** `meta.version` of the inject response. */
export const DELIVERY_VERSION = '1.2.0';
export const SERVICE_ID_HEADER = 'X-Service-ID';
export const SERVICE_DURATION_HEADER = 'X-Service-Duration';
/** A Client ID as the delivery endpoints and the SDK accept it: a UUID, any letter case. */
export const CLIENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DeliveryQuery {
  clientId: string;
  url: string;
}

/** Element of `items` in the inject response. Always a published schema. */
export interface DeliveryItem {
  id: string;
  name: string;
  schemaType: string;
  pageUrl: string;
  status: 'published';
  jsonLd: JsonLdDocument;
}

export interface InjectResponse {
  schemas: JsonLdDocument[];
  items: DeliveryItem[];
  meta: {
    version: string;
    requestId: string;
    serverTime: string;
  };
}
