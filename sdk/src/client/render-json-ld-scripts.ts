import type { JsonLdDocument } from '@sdn/contracts';
import { escapeJsonForScript } from './escape-json-for-script.js';

/**
 * The HTML the embed endpoint returns: one `<script type="application/ld+json">` per schema, compact JSON,
 * concatenated with no separator; an empty string when there is no schema.
 */
export function renderJsonLdScripts(schemas: readonly JsonLdDocument[]): string {
  return schemas
    .map((schema) => `<script type="application/ld+json">${escapeJsonForScript(schema)}</script>`)
    .join('');
}
