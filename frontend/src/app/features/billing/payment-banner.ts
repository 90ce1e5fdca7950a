import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import { firstValueFrom } from 'rxjs';
import { AuthStore } from '../../core/auth/auth-store';
import { BillingApi } from './billing-api';

/** Across the dashboard: a failed payment (Stripe retrying, plan kept meanwhile) is visible on every page. */
@Component({
  selector: 'app-payment-banner',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (pastDue()) {
      <div class="alert alert-error banner" role="alert" data-testid="payment-banner">
        A payment for this workspace failed.
        @if (isOwner()) {
          <a routerLink="/billing">Update your payment method</a> to keep your plan.
        } @else {
          Ask the workspace owner to update the payment method.
        }
      </div>
    }
  `,
  styles: `.banner { margin: 0; border-radius: 0; text-align: center; }`,
})
export class PaymentBanner {
  private readonly api = inject(BillingApi);
  private readonly auth = inject(AuthStore);
  protected readonly pastDue = signal(false);
  protected readonly isOwner = computed(() => this.auth.session()?.role === 'owner');

  constructor() {
    firstValueFrom(this.api.plan()).then(
      (plan) => this.pastDue.set(plan.subscription.status === 'past_due' && plan.plan !== 'free'),
      () => this.pastDue.set(false),
    );
  }
}
