import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { ActivatedRoute, convertToParamMap, provideRouter } from '@angular/router';
import type { SearchConsoleView } from '@sdn/contracts';
import { PerformancePage } from './performance-page';

const CLIENT = '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001';

/** The page as Google's callback leaves it, with `query` in the address; answers the alert's text. */
function alertFor(query: Record<string, string>): string | null {
  TestBed.configureTestingModule({
    providers: [
      provideRouter([]),
      provideHttpClient(),
      provideHttpClientTesting(),
      {
        provide: ActivatedRoute,
        useValue: { snapshot: { queryParamMap: convertToParamMap(query) } },
      },
    ],
  });
  const fixture = TestBed.createComponent(PerformancePage);
  fixture.componentRef.setInput('clientId', CLIENT);
  fixture.detectChanges();
  const alert = (fixture.nativeElement as HTMLElement).querySelector('.alert-error');
  return alert?.textContent?.trim() ?? null;
}

describe('PerformancePage after the Search Console callback', () => {
  it('shows its own text for the reason code', () => {
    expect(alertFor({ searchConsole: 'error', reason: 'access_denied' })).toContain(
      'Access to Search Console was not granted.',
    );
  });

  it('never shows text taken from the address', () => {
    const text = alertFor({
      searchConsole: 'error',
      message: 'Your account is suspended. Call +1 555 0100',
      reason: 'Your account is suspended',
    });
    expect(text).toContain('Connecting Search Console failed.');
    expect(text).not.toContain('suspended');
  });

  it('shows no error after a connect', () => {
    expect(alertFor({ searchConsole: 'connected' })).toBeNull();
  });
});

describe('PerformancePage without Google configured on the service', () => {
  it('sends the customer to their administrator, never names settings, and still shows the publish history', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideHttpClient(),
        provideHttpClientTesting(),
        {
          provide: ActivatedRoute,
          useValue: { snapshot: { queryParamMap: convertToParamMap({}) } },
        },
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(PerformancePage);
    fixture.componentRef.setInput('clientId', CLIENT);
    TestBed.tick();
    const view: SearchConsoleView = {
      configured: false,
      status: 'not_connected',
      property: null,
      problem: null,
      sync: { status: 'idle', lastSyncAt: null, error: null },
      dataUntil: null,
      freshness: 'No data yet; Google reports with a 1–2 day lag.',
    };
    http.expectOne(`/api/clients/${CLIENT}/search-console`).flush(view);
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
    // The publish history needs no Google: it shows all the same.
    http.expectOne(`/api/clients/${CLIENT}/schema-events`).flush({
      items: [
        {
          id: 'e1',
          schemaId: 's1',
          action: 'publish',
          pageUrl: 'https://shop.example.com/mug',
          schemaName: 'Mug',
          schemaType: 'Product',
          userId: null,
          occurredAt: '2026-11-20T08:00:00.000Z',
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
    const element = fixture.nativeElement as HTMLElement;
    const history = element.querySelector('[data-testid="publish-history"]')?.textContent ?? '';
    expect(history).toContain('Published');
    expect(history).toContain('Mug');
    const notice =
      element.querySelector('[data-testid="search-console-not-configured"]')?.textContent ?? '';
    expect(notice).toContain('ask your administrator');
    expect(element.textContent).not.toMatch(/GOOGLE_|TOKEN_ENCRYPTION_KEY|README|operator/);
    expect([...element.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
      'Connect Search Console',
    );
  });
});
