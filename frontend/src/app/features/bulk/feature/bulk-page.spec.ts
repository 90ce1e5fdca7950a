import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import type { PlanName, PlanUsageResponse } from '@sdn/contracts';
import { BULK_POLL_INTERVAL_MS } from '../data/bulk-run-store';
import { CLIENT, bulkRun, item, settle } from '../data/bulk-run.fixture';
import { BulkPage } from './bulk-page';

function plan(name: PlanName, bulkUrlsPerRun: number): PlanUsageResponse {
  return {
    plan: name,
    limits: {
      savedSchemas: null,
      clientSites: 1,
      seats: 1,
      fullVocabulary: name !== 'free',
      bulkUrlsPerRun,
      aiExtraction: name !== 'free',
      clientPortfolios: false,
      teamSeats: false,
      siteAudit: false,
      whiteLabel: false,
      searchConsole: false,
      priceMonthly: 0,
    },
    usage: { savedSchemas: 0, clientSites: 1, seats: 1 },
    subscription: { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  };
}

async function tick(): Promise<void> {
  await settle();
  TestBed.tick();
}

describe('BulkPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: BULK_POLL_INTERVAL_MS, useValue: 60_000 },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function render(planAnswer: PlanUsageResponse) {
    const fixture = TestBed.createComponent(BulkPage);
    fixture.componentRef.setInput('clientId', CLIENT);
    TestBed.tick();
    http
      .expectOne(`/api/clients/${CLIENT}`)
      .flush({ id: CLIENT, name: 'Shop', websiteUrl: 'https://shop.test' });
    http.expectOne('/api/plan').flush(planAnswer);
    await tick();
    const element = fixture.nativeElement as HTMLElement;
    const button = (text: string) =>
      [...element.querySelectorAll('button')].find((entry) => entry.textContent!.includes(text))!;
    const paste = async (text: string) => {
      const area = element.querySelector<HTMLTextAreaElement>('#bulk-urls')!;
      area.value = text;
      area.dispatchEvent(new Event('input'));
      await tick();
    };
    return { fixture, element, button, paste };
  }

  it('shows Free the upgrade link to Billing instead of the form', async () => {
    const { element } = await render(plan('free', 0));
    expect(element.querySelector('[data-testid="bulk-upgrade"] a')!.getAttribute('href')).toBe(
      '/billing',
    );
    expect(element.querySelector('#bulk-urls')).toBeNull();
  });

  it('shows the per-run limit and refuses more URLs than it, or lines that are not URLs, without a request', async () => {
    const { element, button, paste } = await render(plan('pro', 10));
    expect(element.querySelector('[data-testid="bulk-limit"]')!.textContent).toContain(
      '10 URLs per run',
    );
    await paste(Array.from({ length: 11 }, (_, index) => `https://shop.test/p${index}`).join('\n'));
    const count = element.querySelector('#bulk-urls-count')!.textContent!;
    expect(count).toContain('11 of 10 URLs');
    expect(count).toContain('your plan allows 10 per run: remove 1');
    expect(button('Start run').disabled).toBe(true);
    await paste('https://shop.test/a\nshop dot test');
    button('Start run').click();
    await tick();
    expect(element.querySelector('[role="alert"]')!.textContent).toContain(
      'not page addresses: shop dot test',
    );
    http.expectNone(`/api/clients/${CLIENT}/bulk-runs`);
  });

  it('runs pasted URLs: rows with status, type, validity and error, then publishes the selected drafts together', async () => {
    const { element, button, paste } = await render(plan('agency', 100));
    expect(element.querySelector('[data-testid="bulk-limit"]')!.textContent).toContain(
      'Agency plan reads up to 100 URLs per run',
    );
    await paste('https://shop.test/a\nhttps://shop.test/b\n\nhttps://shop.test/c');
    button('Start run').click();
    const post = http.expectOne({ method: 'POST', url: `/api/clients/${CLIENT}/bulk-runs` });
    expect(post.request.body).toEqual({
      urls: ['https://shop.test/a', 'https://shop.test/b', 'https://shop.test/c'],
    });
    post.flush(
      bulkRun([
        item({
          id: 'a',
          status: 'succeeded',
          schemaId: 's1',
          schemaStatus: 'draft',
          schemaType: 'Product',
          isValid: true,
        }),
        item({
          id: 'b',
          status: 'succeeded',
          schemaId: 's2',
          schemaStatus: 'draft',
          schemaType: 'Article',
          isValid: false,
        }),
        item({ id: 'c', status: 'failed', error: 'The page answered HTTP 404.' }),
      ]),
    );
    await tick();
    expect(TestBed.inject(Router).url).toContain('run=run1');

    expect(element.querySelector('[data-testid="bulk-progress"]')!.textContent).toContain(
      '3 of 3 done (100%)',
    );
    const rows = [...element.querySelectorAll('[data-testid="bulk-row"]')].map((row) =>
      row.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(rows[0]).toContain('https://shop.test/a');
    expect(rows[0]).toContain('Product');
    expect(rows[0]).toContain('Valid');
    expect(rows[1]).toContain('Invalid');
    expect(rows[2]).toContain('Failed');
    expect(rows[2]).toContain('The page answered HTTP 404.');
    expect(button('Retry 1 failed')).toBeTruthy();
    expect(button('Publish selected').disabled).toBe(true);

    const pick = element.querySelector<HTMLInputElement>(
      'input[aria-label="Select https://shop.test/b"]',
    )!;
    pick.checked = true;
    pick.dispatchEvent(new Event('change'));
    await tick();
    expect(element.textContent).toContain('1 of 2 draft(s) selected');
    // A double click: the second arrives before the button is drawn disabled, and must not send again.
    button('Publish selected').click();
    button('Publish selected').click();
    const publish = http.expectOne({
      method: 'POST',
      url: `/api/clients/${CLIENT}/bulk-runs/run1/publish`,
    });
    expect(publish.request.body).toEqual({ itemIds: ['b'] });
    publish.flush({ published: ['s2'] });
    await tick();
    http.expectOne(`/api/clients/${CLIENT}/bulk-runs/run1`).flush(
      bulkRun([
        item({
          id: 'a',
          status: 'succeeded',
          schemaId: 's1',
          schemaStatus: 'draft',
          schemaType: 'Product',
          isValid: true,
        }),
        item({
          id: 'b',
          status: 'succeeded',
          schemaId: 's2',
          schemaStatus: 'published',
          schemaType: 'Article',
          isValid: false,
        }),
        item({ id: 'c', status: 'failed', error: 'The page answered HTTP 404.' }),
      ]),
    );
    await tick();
    expect(element.querySelector('input[aria-label="Select https://shop.test/b"]')).toBeNull();
    expect(element.textContent).toContain('0 of 1 draft(s) selected');
  });

  it('shows why a URL got no new draft, and offers no second copy to publish', async () => {
    const { element, button, paste } = await render(plan('pro', 10));
    await paste('https://shop.test/a\nhttps://shop.test/b');
    button('Start run').click();
    http.expectOne({ method: 'POST', url: `/api/clients/${CLIENT}/bulk-runs` }).flush(
      bulkRun([
        item({
          id: 'a',
          status: 'succeeded',
          schemaType: 'Product',
          isValid: true,
          note: 'The page already carries complete Product markup; no draft was made.',
        }),
        item({
          id: 'b',
          status: 'succeeded',
          schemaId: 's9',
          schemaStatus: 'draft',
          schemaType: 'Article',
          isValid: true,
          note: 'The library already has a draft Article schema for this page; no second one was made: compare it with this reading and update it if you choose.',
        }),
      ]),
    );
    await tick();
    const notes = [...element.querySelectorAll('[data-testid="bulk-row-note"]')].map(
      (note) => note.textContent,
    );
    expect(notes).toEqual([
      'The page already carries complete Product markup; no draft was made.',
      'The library already has a draft Article schema for this page; no second one was made: compare it with this reading and update it if you choose.',
    ]);
    expect(element.querySelector('input[aria-label="Select https://shop.test/b"]')).toBeNull();
    expect(element.querySelector('a[href$="/schemas/s9"]')).toBeTruthy();
  });

  it('compares a reading with the library schema and applies it only when asked', async () => {
    const { element, button, paste } = await render(plan('pro', 10));
    await paste('https://shop.test/b');
    button('Start run').click();
    const reading = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Spring hours',
    };
    http.expectOne({ method: 'POST', url: `/api/clients/${CLIENT}/bulk-runs` }).flush(
      bulkRun([
        item({
          id: 'b',
          status: 'succeeded',
          schemaId: 's9',
          schemaStatus: 'published',
          schemaType: 'Article',
          isValid: true,
          note: 'The library already has a published Article schema for this page; no second one was made.',
          update: reading,
        }),
      ]),
    );
    await tick();
    button('Compare with the library').click();
    const live = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Winter hours' };
    http.expectOne(`/api/clients/${CLIENT}/schemas/s9`).flush({
      id: 's9',
      name: 'Opening hours',
      schemaType: 'Article',
      status: 'published',
      pageUrl: 'https://shop.test/b',
      jsonLd: live,
    });
    await tick();
    const dialog = element.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Winter hours');
    expect(dialog.textContent).toContain('Spring hours');
    // Keeping the library's version sends nothing.
    button("Keep the library's version").click();
    await tick();
    expect(element.querySelector('dialog')?.textContent ?? '').not.toContain('Spring hours');

    button('Compare with the library').click();
    http.expectOne(`/api/clients/${CLIENT}/schemas/s9`).flush({
      id: 's9',
      name: 'Opening hours',
      schemaType: 'Article',
      status: 'published',
      pageUrl: 'https://shop.test/b',
      jsonLd: live,
    });
    await tick();
    button('Apply the reading to this schema').click();
    const patch = http.expectOne({ method: 'PATCH', url: `/api/clients/${CLIENT}/schemas/s9` });
    expect(patch.request.body).toEqual({ jsonLd: reading });
    patch.flush({ id: 's9', name: 'Opening hours', jsonLd: reading });
    await tick();
    expect(element.querySelector('dialog')?.textContent ?? '').not.toContain('Winter hours');
  });

  it('sends a sitemap URL and offers Cancel while the run is running', async () => {
    const { element, button } = await render(plan('pro', 10));
    const sitemap = element.querySelector<HTMLInputElement>('input[value="sitemap"]')!;
    sitemap.click();
    await tick();
    const input = element.querySelector<HTMLInputElement>('#bulk-sitemap')!;
    input.value = 'https://shop.test/sitemap.xml';
    input.dispatchEvent(new Event('input'));
    await tick();
    button('Start run').click();
    const post = http.expectOne({ method: 'POST', url: `/api/clients/${CLIENT}/bulk-runs` });
    expect(post.request.body).toEqual({ sitemapUrl: 'https://shop.test/sitemap.xml' });
    post.flush(bulkRun([item({ id: 'a', status: 'running' }), item({ id: 'b' })]));
    await tick();
    expect(element.querySelector('[data-testid="bulk-progress"]')!.textContent).toContain(
      '0 of 2 done (0%)',
    );
    button('Cancel run').click();
    http
      .expectOne({ method: 'POST', url: `/api/clients/${CLIENT}/bulk-runs/run1/cancel` })
      .flush(
        bulkRun(
          [
            item({ id: 'a', status: 'succeeded', schemaId: 's1', schemaStatus: 'draft' }),
            item({ id: 'b', status: 'cancelled' }),
          ],
          { status: 'cancelled' },
        ),
      );
    await tick();
    expect(button('Cancel run')).toBeUndefined();
    expect(element.querySelector('[data-testid="bulk-progress"]')!.textContent).toContain(
      '1 cancelled',
    );
  });
});
