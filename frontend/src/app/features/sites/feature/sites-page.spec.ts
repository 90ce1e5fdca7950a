import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../../../core/auth/auth-store';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { site } from '../data/site.fixture';
import { SitesPage } from './sites-page';

function session(id: string): SessionResponse {
  return {
    user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
    workspace: { id, name: id, plan: 'free' },
    role: 'owner',
  };
}

/** Lets answers reach the signals, then renders. (Not `whenStable()`: a loading resource keeps the app unstable.) */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('SitesPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    // The page sits behind the auth guard: a session is always known when it shows.
    TestBed.inject(AuthStore).adopt(session('w1'));
  });

  it('shows a card per site with domain, schema count, audit and SDK badge', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    expect(fixture.nativeElement.textContent).toContain('Loading sites');
    http.expectOne('/api/clients').flush({
      items: [
        site(),
        site({
          id: 'c2',
          name: 'Shop',
          websiteUrl: 'https://shop.test/',
          sdkStatus: 'Verified',
          schemaCount: 7,
          lastAuditAt: '2026-10-05T00:00:00Z',
        }),
      ],
    });
    await settle();
    const cards = [...fixture.nativeElement.querySelectorAll('app-site-card')] as HTMLElement[];
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('www.acme.test');
    expect(cards[0]!.textContent).toContain('No audit yet');
    expect(cards[0]!.textContent).toContain('Pending SDK');
    expect(cards[1]!.textContent).toContain('7');
    expect(cards[1]!.textContent).toContain('Oct 5, 2026');
    expect(cards[1]!.textContent).toContain('Verified');
  });

  it('lists thirty clients with their health, finds one by search and sorts the most invalid first', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http.expectOne('/api/clients').flush({
      items: Array.from({ length: 30 }, (_, index) =>
        site({
          id: `c${index}`,
          name: `Client ${String(index).padStart(2, '0')}`,
          websiteUrl: `https://client${index}.test`,
          schemaCount: 10,
          schemaHealth: { published: 6, paused: 1, invalid: index % 7 },
        }),
      ),
    });
    await settle();
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelectorAll('app-site-card')).toHaveLength(30);
    [...element.querySelectorAll<HTMLButtonElement>('.layout button')]
      .find((b) => b.textContent === 'List')!
      .click();
    await settle();
    expect(element.querySelectorAll('app-site-card')).toHaveLength(0);
    expect(element.querySelectorAll('app-portfolio-table tbody tr')).toHaveLength(30);

    const sort = element.querySelector<HTMLSelectElement>('#portfolio-sort')!;
    sort.value = 'invalid';
    sort.dispatchEvent(new Event('change'));
    await settle();
    const first = element.querySelector('app-portfolio-table tbody tr')!;
    expect(first.querySelector('th')!.textContent).toContain('Client 06');
    expect(first.querySelector('[data-label="Invalid"]')!.textContent!.trim()).toBe('6');

    const search = element.querySelector<HTMLInputElement>('#portfolio-search')!;
    search.value = 'client13.test';
    search.dispatchEvent(new Event('input'));
    await settle();
    expect(element.querySelectorAll('app-portfolio-table tbody tr')).toHaveLength(1);
    expect(element.textContent).toContain('1 of 30 sites');
  });

  it('explains the first step when there is no site, and shows server errors', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [] });
    await settle();
    expect(fixture.nativeElement.textContent).toContain('Add your first site');

    (
      fixture.nativeElement.querySelector('.alert button, .empty button') as HTMLButtonElement
    ).click();
    TestBed.tick();
    const dialog = fixture.nativeElement.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.textContent).toContain('Website URL');
  });

  it('deletes a site only after confirmation', async () => {
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [site()] });
    await settle();
    const confirm = TestBed.inject(ConfirmService);

    (
      fixture.nativeElement.querySelector(
        'button[aria-label="Delete Acme blog"]',
      ) as HTMLButtonElement
    ).click();
    expect(confirm.pending()?.title).toBe('Delete Acme blog?');
    expect(confirm.pending()?.message).toContain(
      'go to the Trash, where they can be restored for 30 days',
    );
    confirm.answer(false);
    TestBed.tick();
    http.expectNone({ method: 'DELETE' });

    (
      fixture.nativeElement.querySelector(
        'button[aria-label="Delete Acme blog"]',
      ) as HTMLButtonElement
    ).click();
    confirm.answer(true);
    await new Promise((resolve) => setTimeout(resolve));
    http
      .expectOne({ method: 'DELETE', url: `/api/clients/${site().id}` })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
    expect(fixture.nativeElement.querySelectorAll('app-site-card')).toHaveLength(0);
  });

  it("loads the new workspace's sites when the workspace is switched while the page is shown", async () => {
    const auth = TestBed.inject(AuthStore);
    const fixture = TestBed.createComponent(SitesPage);
    TestBed.tick();
    http.expectOne('/api/clients').flush({ items: [site()] });
    await settle();
    expect(fixture.nativeElement.textContent).toContain('Acme blog');

    auth.adopt(session('w2'));
    TestBed.tick();
    expect(fixture.nativeElement.textContent).not.toContain('Acme blog');
    expect(fixture.nativeElement.textContent).toContain('Loading sites');
    http.expectOne('/api/clients').flush({ items: [site({ id: 'c2', name: 'Shop' })] });
    await settle();
    const cards = [...fixture.nativeElement.querySelectorAll('app-site-card')] as HTMLElement[];
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('Shop')]);
  });
});
