export { fetchSchemas, type FetchSchemasOptions } from './fetch-schemas.js';
export { fetchEmbed, fetchEmbedHtml, type EmbedResult, type FetchEmbedHtmlOptions, type FetchEmbedOptions } from './fetch-embed.js';
export { DeliveryError, type DeliveryErrorDetails, type DeliveryErrorKind } from './delivery-error.js';
export { DEFAULT_TIMEOUT_MS, type DeliveryTarget, type RequestOptions } from './delivery-request.js';
// The embed format's escaping lives in the shared contracts, so server and SDK cannot drift apart.
export { escapeJsonForScript, renderJsonLdScripts } from '@sdn/contracts';
