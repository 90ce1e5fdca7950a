import type { JsonLdObject } from '@sdn/contracts';
import { deepMerge } from '../../domain/page-understanding/merge-nodes.js';
import { kindOfType } from '../../domain/page-understanding/page-kind.js';
import { keepStatedValues, StatedValues } from '../../domain/page-understanding/stated-values.js';
import { kindNote, understandPage, type PageUnderstanding } from '../../domain/page-understanding/understand-page.js';
import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import type { Logger } from '../../ports/logger.js';
import type { PageSnapshot } from '../../ports/page-reader.js';
import { ExtractorUnavailableError, type Extraction, type ExtractionUsage, type SchemaExtractor } from '../../ports/schema-extractor.js';
import type { ValidateJsonLd } from '../engine/validate-json-ld.js';

export interface PageExtraction {
  jsonLd: JsonLdObject;
  schemaType: string;
  source: 'ai' | 'page-metadata';
  validation: JsonLdValidation;
  notes: string[];
  usage: ExtractionUsage | null;
  /** What the page was read as, and whether it already carries complete markup of that kind. */
  understanding: Pick<PageUnderstanding, 'kind' | 'confidence' | 'alreadyMarkedUp'>;
}

/** The model is held to the page's kind when the page says it this clearly. */
const FIRM = 0.5;

/**
 * The step shared by single extraction, bulk runs and the deep audit: understand the page, ask the configured
 * extractor (the model within the page's kind, or the page understanding itself when no key is set), fall back to
 * the page understanding when the model fails, drop every value of the model's answer that the page does not state,
 * then put the answer through our validator and take the corrector's fixes before anyone sees it.
 */
export class ExtractSchemaFromPage {
  constructor(
    private readonly extractor: SchemaExtractor,
    private readonly fallback: SchemaExtractor,
    private readonly validate: ValidateJsonLd,
    private readonly logger: Logger,
  ) {}

  async execute(page: PageSnapshot, type: string | null): Promise<PageExtraction> {
    const understanding = understandPage(page, { type });
    let extractor = this.extractor;
    const notes: string[] = [];
    const firm = understanding.proposal !== null && understanding.confidence >= FIRM;
    let extraction: Extraction;
    try {
      extraction = await extractor.extract(page, { type: type ?? (firm && extractor !== this.fallback ? understanding.schemaType : null) });
    } catch (error) {
      if (!(error instanceof ExtractorUnavailableError) || extractor === this.fallback) throw error;
      this.logger.warn({ err: error, url: page.url }, 'AI extraction failed; answering from page metadata');
      notes.push(`The AI model could not be used (${error.message}); the result was built from the page's own markup and content instead.`);
      extractor = this.fallback;
      extraction = await extractor.extract(page, { type });
    }
    if (extraction.usage) this.logger.info({ url: page.url, ...extraction.usage }, 'AI extraction usage');
    let jsonLd = extraction.jsonLd;
    let source = extractor.source;
    if (extractor.source === 'ai') {
      notes.push(kindNote(understanding));
      if (understanding.alreadyMarkedUp) notes.push(understanding.notes[0]!);
      const modelKind = typeof jsonLd['@type'] === 'string' ? kindOfType(jsonLd['@type']) : null;
      if (
        !type &&
        understanding.proposal &&
        understanding.kind !== 'other' &&
        modelKind !== understanding.kind &&
        understanding.confidence >= FIRM / 2
      ) {
        notes.push(
          `The model answered ${String(jsonLd['@type'])}, which the page's own signals do not support; the page's own reading was used.`,
        );
        jsonLd = understanding.proposal;
        source = this.fallback.source;
      } else {
        const checked = keepStatedValues(jsonLd, new StatedValues(page));
        for (const value of checked.dropped.slice(0, 10)) notes.push(`The model's ${value} is not stated on the page; it was left out.`);
        // What the model left out or got wrong, the page's own reading (every value traced) fills in.
        jsonLd =
          understanding.proposal && modelKind === understanding.kind ? deepMerge(understanding.proposal, checked.node) : checked.node;
      }
    }
    let validation = await this.validate.execute({ jsonString: JSON.stringify(jsonLd) });
    const corrected = validation.correctedSchema;
    if (corrected && typeof corrected === 'object' && !Array.isArray(corrected)) {
      jsonLd = corrected as Record<string, unknown>;
      validation = await this.validate.execute({ jsonString: JSON.stringify(jsonLd) });
      notes.push('The validator corrected the proposed markup; the corrected version is shown.');
    }
    const schemaType = typeof jsonLd['@type'] === 'string' ? jsonLd['@type'] : (validation.detectedTypes[0] ?? 'Thing');
    return {
      jsonLd: jsonLd as JsonLdObject,
      schemaType,
      source,
      validation,
      notes: [...extraction.notes, ...notes],
      usage: extraction.usage,
      understanding: { kind: understanding.kind, confidence: understanding.confidence, alreadyMarkedUp: understanding.alreadyMarkedUp },
    };
  }
}
