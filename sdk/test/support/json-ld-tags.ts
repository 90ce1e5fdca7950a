import type { Page } from 'playwright-core';

export interface JsonLdTag {
  /** Tag name of the element the script sits in. */
  parent: string;
  /** The SDK's `data-sdn` marker; null for JSON-LD the page carries itself. */
  sdn: string | null;
  text: string;
}

/** Every `<script type="application/ld+json">` in the document, in document order. */
export function jsonLdTags(page: Page): Promise<JsonLdTag[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'), (tag) => ({
      parent: tag.parentElement?.tagName ?? '',
      sdn: tag.getAttribute('data-sdn'),
      text: tag.textContent ?? '',
    })),
  );
}

/** The parsed JSON of the tags the SDK inserted, in order. */
export async function ownSchemas(page: Page): Promise<unknown[]> {
  const tags = await jsonLdTags(page);
  return tags.filter((tag) => tag.sdn !== null).map((tag) => JSON.parse(tag.text));
}

/** Waits until the SDK's tags hold exactly `schemas`, in order. */
export async function waitForOwnSchemas(page: Page, schemas: unknown[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(Array.from(document.querySelectorAll('script[data-sdn]'), (tag) => JSON.parse(tag.textContent ?? ''))) === expected,
    JSON.stringify(schemas),
  );
}
