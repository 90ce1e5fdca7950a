export { fetchSchemas, type FetchSchemasOptions } from './fetch-schemas.js';
export {
  fetchEmbed,
  fetchEmbedHtml,
  type EmbedResult,
  type FetchEmbedHtmlOptions,
  type FetchEmbedOptions,
} from './fetch-embed.js';
export { renderJsonLdScripts } from './render-json-ld-scripts.js';
export { escapeJsonForScript } from './escape-json-for-script.js';
export { DeliveryError, type DeliveryErrorDetails, type DeliveryErrorKind } from './delivery-error.js';
export { DEFAULT_TIMEOUT_MS, type DeliveryTarget, type RequestOptions } from './delivery-request.js';
