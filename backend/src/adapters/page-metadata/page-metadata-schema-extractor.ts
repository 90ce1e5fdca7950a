import { NothingToProposeError } from '../../domain/page-understanding/nothing-to-propose-error.js';
import { kindNote, understandPage } from '../../domain/page-understanding/understand-page.js';
import type { PageSnapshot } from '../../ports/page-reader.js';
import type { Extraction, SchemaExtractor } from '../../ports/schema-extractor.js';

/**
 * Builds JSON-LD with no model, from the page understanding: the page's own markup first, then what its content
 * states (each value traced to where it stands). The offline answer when no OpenAI key is configured, and the
 * fallback when the model fails. Deterministic: the same page always gives the same markup. A page that does not
 * say clearly what it is gets nothing (NothingToProposeError) rather than a guess.
 */
export class PageMetadataSchemaExtractor implements SchemaExtractor {
  readonly source = 'page-metadata' as const;

  async extract(page: PageSnapshot, options: { type: string | null }): Promise<Extraction> {
    const understanding = understandPage(page, { type: options.type });
    if (!understanding.proposal) throw new NothingToProposeError(understanding.notes);
    return {
      jsonLd: understanding.proposal,
      notes: ["Built from the page's own markup and content (no AI model is configured).", kindNote(understanding), ...understanding.notes],
      usage: null,
    };
  }
}
