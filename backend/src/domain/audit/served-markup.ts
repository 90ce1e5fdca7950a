import type { AuditFinding } from './audit-finding.js';
import { plainTypeName } from './markup-item.js';

/** JSON with object keys in one order: PostgreSQL's jsonb reorders keys, a template prints them as received. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The published schemas the HTML as served does not carry, which only the browser SDK adds. The edge Worker and the
 * Node middleware mark their tags (`data-sdn`, read by the page reader as `servedByService`); a template printing
 * `/api/embed` writes each schema as it is. (A printed copy still counts as a second copy for crawlers that run the
 * SDK too: the duplicate check says so.)
 */
export function javascriptOnlySchemas(pageBlocks: unknown[], delivered: unknown[], servedByService: boolean): unknown[] {
  if (servedByService || delivered.length === 0) return [];
  const printed = new Set(pageBlocks.map(canonical));
  return delivered.filter((schema) => !printed.has(canonical(schema)));
}

/**
 * Published markup that reaches the page only through JavaScript: Google renders it late (and says so for product
 * markup and Shopping), Bing in part, and the crawlers of AI assistants not at all.
 */
export function javascriptOnlyFinding(schemas: unknown[]): AuditFinding {
  const types = [...new Set(schemas.map((schema) => plainTypeName((schema as Record<string, unknown>)?.['@type']) ?? 'Thing'))];
  const commerce = types.some((type) => type === 'Product' || type === 'Offer' || type === 'ProductGroup');
  return {
    type: 'javascript-only',
    severity: commerce ? 'warning' : 'info',
    schemaType: types.length === 1 ? types[0]! : null,
    source: 'delivered',
    message: `The published ${types.join(', ')} markup for this page is added by the SDK in the browser only: crawlers that do not run JavaScript never see it${commerce ? ', and Google reads product markup added by JavaScript less reliably' : ''}.`,
    fix: 'Put it in the HTML as served: install the Cloudflare Worker or the Node middleware (the install card on the site page), or print the /api/embed answer in the page template.',
  };
}
