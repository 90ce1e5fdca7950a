import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { PlanUsageResponse, SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../../../core/auth/auth-store';
import { site } from '../data/site.fixture';
import { SitesPage } from './sites-page';

const SESSION: SessionResponse = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
  workspace: { id: 'w-first', name: 'Ada', plan: 'free' },
  role: 'owner',
};

function planUsage(clientSites: number, limit: number | null): PlanUsageResponse {
  return {
    plan: 'free',
    limits: {
      savedSchemas: 5,
      clientSites: limit,
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
    usage: { savedSchemas: 0, clientSites, seats: 1 },
    subscription: { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('SitesPage on a first run', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    TestBed.inject(AuthStore).adopt(SESSION);
  });

  function publishedRead(total: number): void {
    const read = http.expectOne((request) => request.url === `/api/clients/${site().id}/schemas`);
    expect(read.request.params.get('status')).toBe('published');
    read.flush({ items: [], total, limit: 1, offset: 0 });
  }

  it('shows the site meter and the checklist of a new workspace, with adding a site as the next step', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [] });
    http.expectOne('/api/plan').flush(planUsage(0, 1));
    await settle();
    const page = fixture.nativeElement as HTMLElement;
    expect(page.querySelector('app-usage-meter')!.textContent!.trim()).toBe('0 of 1 sites');
    expect(page.querySelector('app-onboarding-checklist')!.textContent).toContain(
      '0 of 5 steps done',
    );
    (page.querySelector('app-onboarding-checklist li button') as HTMLButtonElement).click();
    TestBed.tick();
    expect((page.querySelector('dialog') as HTMLDialogElement).hasAttribute('open')).toBe(true);
  });

  it('disables Add site at the plan limit before any form opens, and points the owner to billing', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [site({ schemaCount: 0 })] });
    http.expectOne('/api/plan').flush(planUsage(1, 1));
    await settle();
    publishedRead(0);
    await settle();
    const page = fixture.nativeElement as HTMLElement;
    const add = [...page.querySelectorAll('.page-header button')].find((button) =>
      button.textContent!.includes('Add site'),
    ) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(page.querySelector('app-usage-meter')!.textContent).toContain(
      '1 of 1 sites · limit reached',
    );
    expect(page.querySelector('app-usage-meter a')!.getAttribute('href')).toBe('/billing');
    expect(page.querySelector('#sites-limit')!.textContent).toContain(
      'Agency adds client portfolios',
    );
    expect(page.querySelector('app-onboarding-checklist')!.textContent).toContain(
      '1 of 5 steps done',
    );
  });

  it('ticks the steps from the server and, once all are done, can be hidden for this workspace', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http
      .expectOne('/api/clients')
      .flush({ items: [site({ schemaCount: 1, sdkStatus: 'Verified' })] });
    http.expectOne('/api/plan').flush(planUsage(1, 1));
    await settle();
    publishedRead(1);
    await settle();
    const page = fixture.nativeElement as HTMLElement;
    expect(page.querySelector('app-onboarding-checklist')!.textContent).toContain(
      '5 of 5 steps done',
    );
    (page.querySelector('app-onboarding-checklist .head button') as HTMLButtonElement).click();
    TestBed.tick();
    expect(page.querySelector('app-onboarding-checklist')).toBeNull();
    expect(localStorage.getItem('sdn.onboarding.dismissed.w-first')).toBe('1');
  });
});
