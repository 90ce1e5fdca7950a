import type { Page } from 'playwright-core';

/** What the host page would notice if the SDK misbehaved. */
export interface PageProbe {
  pageErrors: Error[];
  warnings: string[];
  dialogs: string[];
  /** `unhandledrejection` reasons seen by the page. */
  unhandledRejections(): Promise<string[]>;
  /** textContent of every JSON-LD script ever added to the document, in order. */
  jsonLdEverAdded(): Promise<string[]>;
}

export async function probePage(page: Page): Promise<PageProbe> {
  const pageErrors: Error[] = [];
  const warnings: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__unhandled = [];
    window.__jsonLdSeen = [];
    addEventListener('unhandledrejection', (event) => window.__unhandled.push(String(event.reason)));
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && node.type === 'application/ld+json') {
            window.__jsonLdSeen.push(node.textContent ?? '');
          }
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    pageErrors,
    warnings,
    dialogs,
    unhandledRejections: () => page.evaluate(() => window.__unhandled),
    jsonLdEverAdded: () => page.evaluate(() => window.__jsonLdSeen),
  };
}
