import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { GenerateFromUrlResponse } from '@sdn/contracts';
import { FromUrlPanel, type FromUrlResult, fromUrlProblem } from './from-url-panel';

const ANSWER: GenerateFromUrlResponse = {
  jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'Blue mug' },
  schemaType: 'Product',
  source: 'page-metadata',
  validation: {
    isValid: false,
    issues: ['offers: Required for a Product rich result'],
    warnings: ['image: Recommended'],
    detectedTypes: ['Product'],
    correctedSchema: null,
  },
  notes: ['No AI key is configured: read from the page metadata.'],
};

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('FromUrlPanel', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  function render(initialUrl = '') {
    const fixture = TestBed.createComponent(FromUrlPanel);
    fixture.componentRef.setInput('initialUrl', initialUrl);
    const used: FromUrlResult[] = [];
    fixture.componentInstance.used.subscribe((result) => used.push(result));
    TestBed.tick();
    const element = fixture.nativeElement as HTMLElement;
    const type = (text: string, selector: string) => {
      const input = element.querySelector<HTMLInputElement>(selector)!;
      input.value = text;
      input.dispatchEvent(new Event('input'));
    };
    const submit = async () => {
      element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await settle();
    };
    return { element, used, type, submit };
  }

  it('sends the URL and type, shows the source, notes, preview and validation, and hands the document over on "Use this"', async () => {
    const { element, used, type, submit } = render('https://shop.test/mug');
    expect(element.querySelector<HTMLInputElement>('#from-url-address')!.value).toBe(
      'https://shop.test/mug',
    );
    type('Product', '#from-url-type');
    await submit();
    const call = http.expectOne({ method: 'POST', url: '/api/generate-from-url' });
    expect(call.request.body).toEqual({ url: 'https://shop.test/mug', type: 'Product' });
    expect(element.querySelector('button[type="submit"]')!.textContent).toContain(
      'Reading the page',
    );
    call.flush(ANSWER);
    await settle();

    expect(element.querySelector('[data-testid="from-url-source"]')!.textContent).toContain(
      "page's own metadata",
    );
    expect(element.querySelector('[data-testid="from-url-ai-off"]')!.textContent).toContain(
      'AI extraction is not configured',
    );
    expect(element.querySelector('.notes')!.textContent).toContain('No AI key is configured');
    expect(JSON.parse(element.querySelector('pre.preview')!.textContent!)).toEqual(ANSWER.jsonLd);
    const validation = element.querySelector('[data-testid="from-url-validation"]')!.textContent!;
    expect(validation).toContain('Invalid: 1 error(s)');
    expect(validation).toContain('offers: Required');
    expect(used).toEqual([]);

    [...element.querySelectorAll('button')]
      .find((button) => button.textContent!.includes('Use this'))!
      .click();
    await settle();
    expect(used).toEqual([{ url: 'https://shop.test/mug', response: ANSWER }]);
    expect(element.querySelector('[data-testid="from-url-result"]')).toBeNull();
  });

  it('says when the AI model answered and omits an empty type', async () => {
    const { element, type, submit } = render();
    type('https://shop.test/post', '#from-url-address');
    await submit();
    const call = http.expectOne('/api/generate-from-url');
    expect(call.request.body).toEqual({ url: 'https://shop.test/post' });
    call.flush({ ...ANSWER, source: 'ai', notes: [] });
    await settle();
    expect(element.querySelector('[data-testid="from-url-source"]')!.textContent).toContain(
      'AI model',
    );
    expect(element.querySelector('[data-testid="from-url-ai-off"]')).toBeNull();
  });

  it('refuses a non-address in the browser without a request', async () => {
    const { element, type, submit } = render();
    type('shop.test/mug', '#from-url-address');
    await submit();
    http.expectNone('/api/generate-from-url');
    expect(element.querySelector('[role="alert"]')!.textContent).toContain(
      'starting with https://',
    );
  });

  const refusals: [string, number, Record<string, unknown>, string, string][] = [
    [
      'plan_required',
      403,
      { error: 'plan_required', details: { feature: 'aiExtraction', plan: 'pro' } },
      'from-url-plan-required',
      'Upgrade in Billing',
    ],
    [
      'limit_reached',
      403,
      { error: 'limit_reached', details: { limit: 'monthlyAiExtractions', max: 300, used: 300 } },
      'from-url-limit-reached',
      '300 AI extractions are used up',
    ],
    [
      'rate limit',
      429,
      { error: 'Too many requests. Please wait a moment.' },
      'from-url-rate-limited',
      'Please wait a moment',
    ],
    [
      'unusable page',
      422,
      { error: 'The page answered HTTP 404.' },
      'from-url-unusable',
      'The page answered HTTP 404.',
    ],
  ];
  for (const [name, status, body, testId, text] of refusals) {
    it(`shows its own state for ${name}`, async () => {
      const { element, submit } = render('https://shop.test/mug');
      await submit();
      http.expectOne('/api/generate-from-url').flush(body, { status, statusText: 'Refused' });
      await settle();
      const alert = element.querySelector(`[data-testid="${testId}"]`)!;
      expect(alert.textContent).toContain(text);
      expect(element.querySelector('[data-testid="from-url-result"]')).toBeNull();
      if (name === 'plan_required')
        expect(alert.querySelector('a')!.getAttribute('href')).toBe('/billing');
    });
  }

  it('classifies refusals', () => {
    expect(fromUrlProblem(null)).toBeNull();
    expect(fromUrlProblem({ status: 500, plan: null })).toBe('other');
    expect(fromUrlProblem({ status: 429, plan: null })).toBe('rate_limited');
  });
});
