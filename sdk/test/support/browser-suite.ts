import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeDeliveryService } from './fake-delivery-service.ts';
import { launchChromium } from './launch-chromium.ts';
import { probePage, type PageProbe } from './page-probe.ts';
import { TestPageServer } from './test-page-server.ts';

export interface BrowserSuite {
  service: FakeDeliveryService;
  pages: TestPageServer;
  /** A fresh browser context and page with a probe attached; closed after the test. */
  openPage(): Promise<{ page: Page; probe: PageProbe }>;
}

/** One Chromium, one fake service and one page server per test file; one browser context per test. */
export function useBrowserSuite(): BrowserSuite {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const suite = {
    async openPage() {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return { page, probe: await probePage(page) };
    },
  } as BrowserSuite;

  before(async () => {
    [browser, suite.service, suite.pages] = await Promise.all([launchChromium(), FakeDeliveryService.start(), TestPageServer.start()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  after(async () => {
    await Promise.all([browser?.close(), suite.service?.close(), suite.pages?.close()]);
  });
  return suite;
}
