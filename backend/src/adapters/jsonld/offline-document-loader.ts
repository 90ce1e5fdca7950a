import jsonld from 'jsonld';
import { buildSchemaOrgContext } from '../../engine/vocabulary/schema-org-context.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';

const SCHEMA_CONTEXT_URL = /^https?:\/\/(www\.)?schema\.org\/?(docs\/jsonldcontext\.json(ld)?)?$/i;

/** Why a context was not loaded; the message is shown to users as a warning. */
export class RemoteContextRefusedError extends Error {
  constructor(readonly url: string) {
    super(
      `Remote JSON-LD context "${url}" was not loaded: contexts are never fetched over the network; only the schema.org context is available.`,
    );
  }
}

export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}

/**
 * A jsonld document loader that answers the schema.org context (http or https, with or without the
 * docs/jsonldcontext.jsonld path) from memory and refuses every other URL, so expansion never touches the network.
 */
export function createOfflineDocumentLoader(vocabulary: Vocabulary): DocumentLoader {
  return offlineLoaderServing(buildSchemaOrgContext(vocabulary));
}

/** The same loader over a schema.org context built already (building one walks the whole vocabulary). */
export function offlineLoaderServing(context: Record<string, unknown>): DocumentLoader {
  return async (url: string) => {
    if (SCHEMA_CONTEXT_URL.test(url)) return { contextUrl: null, documentUrl: url, document: context };
    throw new RemoteContextRefusedError(url);
  };
}

export interface OfflineExpansion {
  expanded: unknown[] | null;
  warnings: string[];
}

/** Expands a document with the offline loader; refused contexts become warnings instead of failures. */
export async function expandOffline(document: unknown, documentLoader: DocumentLoader): Promise<OfflineExpansion> {
  try {
    const expanded = await jsonld.expand(document as Parameters<typeof jsonld.expand>[0], { documentLoader: documentLoader as never });
    return { expanded, warnings: [] };
  } catch (error) {
    return { expanded: null, warnings: [refusalMessage(error) ?? `JSON-LD expansion failed: ${(error as Error).message}`] };
  }
}

function refusalMessage(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof RemoteContextRefusedError) return current.message;
    const details = (current as { details?: { cause?: unknown } }).details;
    current = details?.cause ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}
