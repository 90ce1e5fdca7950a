import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { PlanApi } from '../../shared/api/plan-api';
import { valueOr } from '../../shared/data/resource-signals';
import { AuthStore } from '../auth/auth-store';

/**
 * Across the dashboard: a failed payment (Stripe retrying, plan kept meanwhile) is visible on every page. Part of
 * the shell, so it reads the plan through shared/api rather than the billing feature; it follows the workspace.
 */
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
  private readonly auth = inject(AuthStore);
  /** A failed read shows no banner: it is a reminder, not the place to report errors. */
  private readonly plan = valueOr(
    inject(PlanApi).usage(() => this.auth.workspaceId()),
    null,
  );
  protected readonly pastDue = computed(() => {
    const plan = this.plan();
    return !!plan && plan.subscription.status === 'past_due' && plan.plan !== 'free';
  });
  protected readonly isOwner = computed(() => this.auth.session()?.role === 'owner');
}
