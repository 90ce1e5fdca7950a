/** A JSON-LD node as stored and delivered: an object carrying `@context` and `@type` (or a `@graph`). */
export interface JsonLdObject {
  '@context'?: unknown;
  '@type'?: string | string[];
  '@graph'?: JsonLdObject[];
  [property: string]: unknown;
}

/** What a schema may hold: one node, a `@graph` document, or an array of nodes. */
export type JsonLdDocument = JsonLdObject | JsonLdObject[];
