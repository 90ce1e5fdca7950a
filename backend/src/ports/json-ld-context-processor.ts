export type ContextProcessing = { ok: true; document: unknown } | { ok: false; reason: string };

/**
 * Reads a JSON-LD document the way a JSON-LD processor does when it defines its own terms (aliases such as
 * `"type": "@type"`, prefixes, an `@vocab` over http) and rewrites it in plain schema.org terms under
 * `"@context": "https://schema.org"`. Never fetches a context over the network.
 */
export interface JsonLdContextProcessor {
  toSchemaOrgTerms(document: unknown): Promise<ContextProcessing>;
}
