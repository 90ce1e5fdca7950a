import type { JsonLdDocument } from '../../domain/schema/json-ld-document.js';
import type { JsonLdValidator } from '../../engine/validation/json-ld-validator.js';
import type { JsonLdValidity } from '../../ports/json-ld-validity.js';

/** The validator called on the caller's thread: for application specs, where no worker pool runs. */
export class InProcessJsonLdValidity implements JsonLdValidity {
  constructor(private readonly validator: JsonLdValidator) {}

  async check(documents: JsonLdDocument[]): Promise<boolean[]> {
    return documents.map((document) => this.validator.check(document).issues.items.size === 0);
  }
}
