import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { BillingResponse, SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { BillingPage } from './billing-page';
import { STRIPE_REDIRECT } from './stripe-redirect';

const OWNER: SessionResponse = {
  user: { id: 'u1', email: 'owner@shop.test', name: null },
  workspace: { id: 'w1', name: 'Shop', plan: 'free' },
  role: 'owner',
};
const MEMBER: SessionResponse = { ...OWNER, role: 'member' };

function billing(overrides: Partial<BillingResponse> = {}): BillingResponse {
  return {
    configured: true,
    plan: 'free',
    priceMonthly: 0,
    status: 'active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentProblem: false,
    hasBillingAccount: false,
    ...overrides,
  };
}

/** Lets answers reach the signals, then renders. (Not `whenStable()`: a loading resource keeps the app unstable.) */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('BillingPage', () => {
  let http: HttpTestingController;
  let redirected: string[];

  beforeEach(() => {
    redirected = [];
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: STRIPE_REDIRECT, useValue: (url: string) => redirected.push(url) },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function render(session: SessionResponse, answer?: BillingResponse) {
    TestBed.inject(AuthStore).adopt(session);
    const fixture = TestBed.createComponent(BillingPage);
    TestBed.tick();
    if (answer) http.expectOne('/api/billing').flush(answer);
    await settle();
    return { fixture, element: fixture.nativeElement as HTMLElement };
  }

  it('upgrades through Stripe Checkout: asks the server for the session and leaves for its URL', async () => {
    const { element } = await render(OWNER, billing());
    expect(element.querySelector('[data-testid="billing-plan"]')!.textContent).toBe('Free');
    const upgrade = [...element.querySelectorAll('button')].find((button) =>
      button.textContent!.includes('Upgrade to Agency'),
    )!;
    upgrade.click();
    const checkout = http.expectOne({ method: 'POST', url: '/api/billing/checkout' });
    expect(checkout.request.body).toEqual({ plan: 'agency' });
    checkout.flush({ url: 'https://checkout.stripe.test/cs_1', destination: 'checkout' });
    await settle();
    expect(redirected).toEqual(['https://checkout.stripe.test/cs_1']);
  });

  it('shows the cancellation notice and opens the portal from Manage billing', async () => {
    const { element } = await render(
      OWNER,
      billing({
        plan: 'pro',
        priceMonthly: 29,
        currentPeriodEnd: '2026-12-22T12:00:00Z',
        cancelAtPeriodEnd: true,
        hasBillingAccount: true,
      }),
    );
    expect(element.querySelector('[data-testid="billing-cancellation"]')!.textContent!.trim()).toBe(
      'Pro until 22 Dec 2026, then Free.',
    );
    expect(element.textContent).toContain('$29 / month');
    [...element.querySelectorAll('button')]
      .find((button) => button.textContent!.includes('Manage billing'))!
      .click();
    http
      .expectOne({ method: 'POST', url: '/api/billing/portal' })
      .flush({ url: 'https://portal.stripe.test/bps_1' });
    await settle();
    expect(redirected).toEqual(['https://portal.stripe.test/bps_1']);
  });

  it('sends a customer to their administrator when billing is not configured, with no operator details', async () => {
    const { element } = await render(OWNER, billing({ configured: false }));
    const notice = element.querySelector('[data-testid="billing-not-configured"]')!.textContent!;
    expect(notice).toContain('ask your administrator');
    expect(notice).not.toContain('npm');
    expect(
      [...element.querySelectorAll('button')].filter((button) =>
        button.textContent!.includes('Upgrade'),
      ),
    ).toHaveLength(0);
  });

  it('brings the header plan up to date when billing states another plan', async () => {
    await render(OWNER, billing({ plan: 'agency', priceMonthly: 99 }));
    expect(TestBed.inject(AuthStore).plan()).toBe('agency');
  });

  it('shows a server error instead of leaving, and a member never asks for billing', async () => {
    const { element } = await render(OWNER, billing());
    [...element.querySelectorAll('button')]
      .find((button) => button.textContent!.includes('Upgrade to Pro'))!
      .click();
    http
      .expectOne('/api/billing/checkout')
      .flush(
        { error: 'Billing is not configured' },
        { status: 503, statusText: 'Service Unavailable' },
      );
    await settle();
    expect(element.textContent).toContain('Billing is not configured');
    expect(redirected).toEqual([]);

    TestBed.inject(AuthStore).adopt(MEMBER);
    const memberView = TestBed.createComponent(BillingPage);
    await settle();
    expect((memberView.nativeElement as HTMLElement).textContent).toContain(
      'Only the workspace owner manages billing.',
    );
  });
});
