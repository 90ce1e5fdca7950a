import { ChangeDetectionStrategy, Component, inject, input, signal, type OnInit } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { BillingResponse } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { AuthStore } from '../../core/auth/auth-store';
import { Spinner } from '../../shared/ui/spinner';
import { BillingApi } from './billing-api';
import { PLAN_LABELS } from './plan-names';

const WAIT_ATTEMPTS = 15;
const WAIT_MS = 1000;

/**
 * Where Stripe Checkout sends the owner back. On success the plan changes when Stripe's signed webhook arrives,
 * which may be a moment after the redirect: the page waits for it instead of trusting the return URL.
 */
@Component({
  selector: 'app-billing-return-page',
  imports: [RouterLink, Spinner],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page">
      @if (outcome() === 'cancel') {
        <div class="page-header"><h1>Checkout cancelled</h1></div>
        <p>Nothing was charged and your plan is unchanged.</p>
      } @else {
        <div class="page-header"><h1>Thank you</h1></div>
        @if (confirmed(); as b) {
          <p class="alert alert-info" role="status" data-testid="billing-confirmed">Your workspace is on {{ label(b) }}.</p>
        } @else if (gaveUp()) {
          <p class="alert alert-warning" role="status">Your payment is being confirmed by Stripe. Your plan changes as soon as it is; check Billing in a minute.</p>
        } @else {
          <app-spinner label="Confirming your payment…" />
        }
      }
      <p><a routerLink="/billing">Back to Billing</a></p>
    </div>
  `,
})
export class BillingReturnPage implements OnInit {
  /** From the route's data: which return page this is. */
  readonly outcome = input<'success' | 'cancel'>('success');
  private readonly api = inject(BillingApi);
  private readonly auth = inject(AuthStore);
  protected readonly confirmed = signal<BillingResponse | null>(null);
  protected readonly gaveUp = signal(false);
  protected readonly label = (b: BillingResponse) => PLAN_LABELS[b.plan];

  ngOnInit(): void {
    if (this.outcome() === 'success') void this.waitForPlan();
  }

  private async waitForPlan(): Promise<void> {
    for (let attempt = 0; attempt < WAIT_ATTEMPTS; attempt++) {
      try {
        const billing = await firstValueFrom(this.api.billing());
        if (billing.plan !== 'free') {
          this.confirmed.set(billing);
          await this.auth.refresh();
          return;
        }
      } catch {
        // A failed look is retried like a pending one.
      }
      await new Promise((done) => setTimeout(done, WAIT_MS));
    }
    this.gaveUp.set(true);
  }
}
