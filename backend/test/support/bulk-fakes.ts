import type { BulkExtraction } from '../../src/application/bulk/process-bulk-item.js';
import type { PageExtraction } from '../../src/application/ai/extract-schema-from-page.js';
import type { JsonLdValidation } from '../../src/engine/validation/json-ld-validation.js';
import { PageUnreadableError, type PageReader, type PageSnapshot } from '../../src/ports/page-reader.js';

/** Pages by URL (a title each); any other URL is unreadable with the reason a 404 gives. */
export class ScriptedPageReader implements PageReader {
  readonly pages = new Map<string, { title: string; markedUp?: boolean }>();
  /** URLs that are not pages we can read, with the reader's reason (a PDF, an image...). */
  readonly unreadable = new Map<string, string>();
  readonly requested: string[] = [];
  /** An error of our own infrastructure (not the page's fault) for the next read. */
  failNext: Error | null = null;
  /** While set, reads wait for it (a page that is slow to answer). */
  hold: Promise<void> | null = null;

  async read(url: string): Promise<PageSnapshot> {
    this.requested.push(url);
    if (this.hold) await this.hold;
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    const reason = this.unreadable.get(url);
    if (reason) throw new PageUnreadableError(reason);
    const page = this.pages.get(url);
    if (!page) throw new PageUnreadableError('The page answered HTTP 404');
    return { url, title: page.title, markedUp: page.markedUp ?? false } as unknown as PageSnapshot;
  }
}

const VALID: JsonLdValidation = {
  isValid: true,
  detectedTypes: ['Product'],
  issues: [],
  warnings: [],
  schemaOrgIssues: [],
  googleRichResultWarnings: [],
  seoRecommendations: [],
  correctedSchema: null,
  findings: [],
};

/** Extracts a Product named after the page's title; a page read as `markedUp` already carries complete markup. */
export const productExtraction: BulkExtraction = {
  async execute(page: PageSnapshot): Promise<PageExtraction> {
    const markedUp = (page as unknown as { markedUp: boolean }).markedUp;
    return {
      jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: page.title ?? 'Product' },
      schemaType: 'Product',
      source: 'page-metadata',
      validation: VALID,
      notes: [],
      usage: null,
      understanding: { kind: 'product', confidence: 1, alreadyMarkedUp: markedUp },
    };
  },
};
