export { createEdgeHandler, type EdgeOptions } from './fetch-handler.js';
export { schemaDeliveryMiddleware, type MiddlewareOptions } from './express-middleware.js';
export type { EdgeLogger } from './edge-log.js';
export { EDGE_MARKER_NAME, SDN_ATTRIBUTE } from '../core/edge-fragment.js';
