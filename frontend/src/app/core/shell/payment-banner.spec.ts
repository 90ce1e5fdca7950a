import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { PlanUsageResponse, SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../auth/auth-store';
import { PaymentBanner } from './payment-banner';

const OWNER: SessionResponse = {
  user: { id: 'u1', email: 'owner@shop.test', name: null },
  workspace: { id: 'w1', name: 'Shop', plan: 'free' },
  role: 'owner',
};

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
}

describe('PaymentBanner', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    TestBed.inject(AuthStore).adopt(OWNER);
  });

  const plan = (status: PlanUsageResponse['subscription']['status']): PlanUsageResponse => ({
    plan: 'pro',
    limits: {} as PlanUsageResponse['limits'],
    usage: { savedSchemas: 0, clientSites: 0, seats: 1 },
    subscription: { status, currentPeriodEnd: null, cancelAtPeriodEnd: false },
  });

  it('warns on every page while a payment is past due, and stays silent otherwise', async () => {
    for (const [status, shown] of [
      ['past_due', true],
      ['active', false],
    ] as const) {
      const fixture = TestBed.createComponent(PaymentBanner);
      TestBed.tick();
      http.expectOne('/api/plan').flush(plan(status));
      await settle();
      const banner = (fixture.nativeElement as HTMLElement).querySelector(
        '[data-testid="payment-banner"]',
      );
      expect(!!banner).toBe(shown);
      if (shown) expect(banner!.textContent).toContain('Update your payment method');
    }
  });

  it('reads the plan again for the workspace the session moves to', async () => {
    const fixture = TestBed.createComponent(PaymentBanner);
    TestBed.tick();
    http.expectOne('/api/plan').flush(plan('past_due'));
    await settle();
    TestBed.inject(AuthStore).adopt({
      ...OWNER,
      workspace: { id: 'w2', name: 'Other', plan: 'pro' },
      role: 'member',
    });
    TestBed.tick();
    http.expectOne('/api/plan').flush(plan('active'));
    await settle();
    expect(
      (fixture.nativeElement as HTMLElement).querySelector('[data-testid="payment-banner"]'),
    ).toBeNull();
  });
});
