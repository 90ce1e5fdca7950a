import jsonld from 'jsonld';
import { setOwn } from '../../engine/validation/json-ld-node.js';
import { withPlainSchemaKeys } from '../../engine/validation/plain-schema-keys.js';
import { buildSchemaOrgContext } from '../../engine/vocabulary/schema-org-context.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';
import type { ContextProcessing, JsonLdContextProcessor } from '../../ports/json-ld-context-processor.js';
import { expandOffline, offlineLoaderServing, type DocumentLoader } from './offline-document-loader.js';

const HTTPS_SCHEMA = /^https:\/\/schema\.org\//;
const toHttp = (iri: string) => iri.replace(HTTPS_SCHEMA, 'http://schema.org/');
const VALUE_KEYS = new Set(['@value', '@language', '@type', '@direction']);

/**
 * Applies a document's own @context with the jsonld library (offline: only the schema.org context is served, from
 * memory), then compacts the result with schema.org's own terms, so the validator reads plain schema.org names.
 * Callers keep documents within the domain's OWN_TERMS_BUDGET: processing cannot be interrupted once started.
 */
export class OfflineJsonldContextProcessor implements JsonLdContextProcessor {
  private readonly compactionContext: Record<string, unknown>;
  private readonly documentLoader: DocumentLoader;

  constructor(vocabulary: Vocabulary) {
    const schemaOrg = buildSchemaOrgContext(vocabulary);
    this.documentLoader = offlineLoaderServing(schemaOrg);
    // schema.org's terms, but `@id` and `@type` spelled as keywords rather than its `id`/`type` aliases.
    const { id: _id, type: _type, ...terms } = schemaOrg['@context'] as Record<string, unknown>;
    this.compactionContext = terms;
  }

  async toSchemaOrgTerms(document: unknown): Promise<ContextProcessing> {
    const { expanded, warnings } = await expandOffline(document, this.documentLoader);
    if (!expanded) return { ok: false, reason: warnings[0] ?? 'the @context could not be applied' };
    try {
      // schema.org's context is http; a document's https @vocab names the same terms.
      const compacted = await jsonld.compact(withHttpSchemaIris(expanded) as never, this.compactionContext as never, {
        documentLoader: this.documentLoader as never,
      });
      const { '@context': _context, ...body } = compacted as Record<string, unknown>;
      // A literal where schema.org's context types the term (e.g. url as @id) compacts to `schema:url`, and a
      // language-tagged or typed string to a value object: read both as the plain values the author wrote.
      return { ok: true, document: withPlainSchemaKeys(plainLiterals({ '@context': 'https://schema.org', ...body })) };
    } catch (error) {
      return { ok: false, reason: `JSON-LD compaction failed: ${(error as Error).message}` };
    }
  }
}

function withHttpSchemaIris(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHttpSchemaIris);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '@type')
      setOwn(
        copy,
        key,
        Array.isArray(item) ? item.map((t) => (typeof t === 'string' ? toHttp(t) : t)) : typeof item === 'string' ? toHttp(item) : item,
      );
    else if (key === '@id') setOwn(copy, key, typeof item === 'string' ? toHttp(item) : item);
    else setOwn(copy, toHttp(key), withHttpSchemaIris(item));
  }
  return copy;
}

function plainLiterals(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainLiterals);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if ('@value' in value && keys.every((key) => VALUE_KEYS.has(key))) return (value as { '@value': unknown })['@value'];
  const copy: Record<string, unknown> = {};
  for (const key of keys)
    setOwn(
      copy,
      key,
      key === '@context' ? (value as Record<string, unknown>)[key] : plainLiterals((value as Record<string, unknown>)[key]),
    );
  return copy;
}
