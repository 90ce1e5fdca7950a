import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { PlanUsageResponse } from '@sdn/contracts';
import { AuthStore } from '../../../core/auth/auth-store';
import { site } from '../data/site.fixture';
import { SitePage } from './site-page';

function freeUsage(savedSchemas: number): PlanUsageResponse {
  return {
    plan: 'free',
    limits: {
      savedSchemas: 5,
      clientSites: 1,
      seats: 1,
      fullVocabulary: false,
      bulkUrlsPerRun: 0,
      aiExtraction: false,
      clientPortfolios: false,
      teamSeats: false,
      siteAudit: false,
      whiteLabel: false,
      searchConsole: false,
      priceMonthly: 0,
    },
    usage: { savedSchemas, clientSites: 1, seats: 1 },
    subscription: { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  };
}

async function open(savedSchemas: number): Promise<HTMLElement> {
  TestBed.configureTestingModule({
    providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
  });
  TestBed.inject(AuthStore).adopt({
    user: { id: 'u', email: 'a@b.test', name: null },
    workspace: { id: 'w', name: 'W', plan: 'free' },
    role: 'owner',
  });
  const http = TestBed.inject(HttpTestingController);
  const fixture = TestBed.createComponent(SitePage);
  fixture.componentRef.setInput('clientId', site().id);
  TestBed.tick();
  http.expectOne(`/api/clients/${site().id}`).flush(site());
  http.expectOne('/api/plan').flush(freeUsage(savedSchemas));
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
  return fixture.nativeElement as HTMLElement;
}

describe('SitePage limits', () => {
  it('shows the saved-schema meter beside New schema', async () => {
    const page = await open(4);
    const actions = page.querySelector('.header-actions') as HTMLElement;
    expect(actions.querySelector('app-usage-meter')!.textContent!.trim()).toBe('4 of 5 schemas');
    const create = [...actions.querySelectorAll('a')].find((link) =>
      link.textContent!.includes('New schema'),
    )!;
    expect(create.getAttribute('href')).toBe(`/sites/${site().id}/schemas/new`);
  });

  it('turns New schema into a disabled button with the upgrade link at the Free limit', async () => {
    const page = await open(5);
    const actions = page.querySelector('.header-actions') as HTMLElement;
    expect(
      [...actions.querySelectorAll('a')].some((link) => link.textContent!.includes('New schema')),
    ).toBe(false);
    const create = [...actions.querySelectorAll('button')].find((button) =>
      button.textContent!.includes('New schema'),
    )!;
    expect(create.disabled).toBe(true);
    expect(create.getAttribute('aria-describedby')).toBe('schema-meter');
    expect(actions.querySelector('#schema-meter')!.textContent).toContain(
      '5 of 5 schemas · limit reached',
    );
    expect(actions.querySelector('#schema-meter a')!.getAttribute('href')).toBe('/billing');
  });
});
