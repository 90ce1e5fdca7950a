import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { BillingResponse, SessionResponse } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { BillingReturnPage } from './billing-return-page';

const OWNER: SessionResponse = {
  user: { id: 'u1', email: 'owner@shop.test', name: null },
  workspace: { id: 'w1', name: 'Shop', plan: 'free' },
  role: 'owner',
};

function billing(plan: BillingResponse['plan']): BillingResponse {
  return {
    configured: true,
    plan,
    priceMonthly: plan === 'free' ? 0 : 29,
    status: 'active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentProblem: false,
    hasBillingAccount: plan !== 'free',
  };
}

/** Runs effects (the resource subscribes), waits for the poll's timer, then renders. */
async function settle(ms = 0): Promise<void> {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve, ms));
  TestBed.tick();
}

describe('BillingReturnPage', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    TestBed.inject(AuthStore).adopt(OWNER);
  });

  afterEach(() => http.verify());

  it('looks again until the paid plan shows (a failed look counts as pending), then re-reads the session', async () => {
    const fixture = TestBed.createComponent(BillingReturnPage);
    await settle();
    expect(fixture.nativeElement.textContent).toContain('Confirming your payment');
    http
      .expectOne('/api/billing')
      .flush({ error: 'Internal Server Error' }, { status: 500, statusText: 'Error' });
    await settle(1100);
    http.expectOne('/api/billing').flush(billing('free'));
    await settle(1100);
    http.expectOne('/api/billing').flush(billing('pro'));
    await settle();
    http
      .expectOne('/api/auth/me')
      .flush({ ...OWNER, workspace: { ...OWNER.workspace, plan: 'pro' } });
    await settle();
    expect(
      fixture.nativeElement.querySelector('[data-testid="billing-confirmed"]').textContent,
    ).toContain('Your workspace is on Pro.');
    expect(TestBed.inject(AuthStore).plan()).toBe('pro');
  });

  it('asks nothing after a cancelled checkout', async () => {
    const fixture = TestBed.createComponent(BillingReturnPage);
    fixture.componentRef.setInput('outcome', 'cancel');
    await settle();
    http.expectNone('/api/billing');
    expect(fixture.nativeElement.textContent).toContain('Nothing was charged');
  });
});
