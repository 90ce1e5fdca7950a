import type { JsonLdObject } from '@sdn/contracts';
import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import type { Logger } from '../../ports/logger.js';
import type { PageSnapshot } from '../../ports/page-reader.js';
import { ExtractorUnavailableError, type ExtractionUsage, type SchemaExtractor } from '../../ports/schema-extractor.js';
import type { ValidateJsonLd } from '../engine/validate-json-ld.js';

export interface PageExtraction {
  jsonLd: JsonLdObject;
  schemaType: string;
  source: 'ai' | 'page-metadata';
  validation: JsonLdValidation;
  notes: string[];
  usage: ExtractionUsage | null;
}

/**
 * The step shared by single extraction and bulk runs: ask the configured extractor (the model, or the page's
 * metadata when no key is set), fall back to the page's metadata when the model fails, then put the answer through
 * our validator and take the corrector's fixes before anyone sees it.
 */
export class ExtractSchemaFromPage {
  constructor(
    private readonly extractor: SchemaExtractor,
    private readonly fallback: SchemaExtractor,
    private readonly validate: ValidateJsonLd,
    private readonly logger: Logger,
  ) {}

  async execute(page: PageSnapshot, type: string | null): Promise<PageExtraction> {
    let extractor = this.extractor;
    let extraction;
    const notes: string[] = [];
    try {
      extraction = await extractor.extract(page, { type });
    } catch (error) {
      if (!(error instanceof ExtractorUnavailableError) || extractor === this.fallback) throw error;
      this.logger.warn({ err: error, url: page.url }, 'AI extraction failed; answering from page metadata');
      notes.push(`The AI model could not be used (${error.message}); the result was built from the page's metadata instead.`);
      extractor = this.fallback;
      extraction = await extractor.extract(page, { type });
    }
    if (extraction.usage) this.logger.info({ url: page.url, ...extraction.usage }, 'AI extraction usage');
    let jsonLd = extraction.jsonLd;
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
      source: extractor.source,
      validation,
      notes: [...extraction.notes, ...notes],
      usage: extraction.usage,
    };
  }
}
