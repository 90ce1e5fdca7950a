import type { JsonLdDocument } from '../../domain/schema/json-ld-document.js';
import { JsonLdTextValidator } from '../../engine/validate-json-ld-text.js';
import { validateWithOwnTerms } from '../../engine/validate-with-own-terms.js';
import type { JsonLdValidation } from '../../engine/validation/json-ld-validation.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';
import { OfflineJsonldContextProcessor } from '../jsonld/offline-jsonld-context-processor.js';
import { JsonrepairTextRepairer } from '../jsonrepair/jsonrepair-text-repairer.js';

/** The validator called on the caller's thread: for application specs and benches, where no worker pool runs. */
export class InProcessJsonLdValidity implements JsonLdValidity {
  private readonly text: JsonLdTextValidator;
  private readonly contexts: OfflineJsonldContextProcessor;

  constructor(private readonly validator: JsonLdValidator) {
    this.text = new JsonLdTextValidator(validator, new JsonrepairTextRepairer());
    this.contexts = new OfflineJsonldContextProcessor(validator.vocabulary);
  }

  validate(jsonString: string): Promise<JsonLdValidation> {
    return validateWithOwnTerms(jsonString, this.text, this.contexts);
  }

  async check(documents: JsonLdDocument[]): Promise<boolean[]> {
    return documents.map((document) => this.validator.check(document).issues.items.length === 0);
  }
}
