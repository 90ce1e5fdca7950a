import { DatePipe } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  inject,
  signal,
} from '@angular/core';
import type { PaidPlanName } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { mutation } from '../../shared/data/mutation';
import { resourceError, valueOr } from '../../shared/data/resource-signals';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Spinner } from '../../shared/ui/spinner';
import { BillingApi } from './billing-api';
import { PLAN_LABELS } from './plan-names';
import { STRIPE_REDIRECT } from './stripe-redirect';

const UPGRADES: { plan: PaidPlanName; price: number }[] = [
  { plan: 'pro', price: 29 },
  { plan: 'agency', price: 99 },
];

/** The owner's billing: plan, price, renewal or end date, upgrade through Stripe Checkout, manage in the portal. */
@Component({
  selector: 'app-billing-page',
  imports: [DatePipe, ErrorAlert, Spinner],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page">
      <div class="page-header"><h1>Billing</h1></div>
      @if (!isOwner()) {
        <p class="alert alert-info" role="status">Only the workspace owner manages billing.</p>
      } @else {
        <app-error-alert [error]="loadError()" [retryable]="true" (retry)="billingResource.reload()" />
        <app-error-alert [error]="leaving.error()" />
        @if (billing(); as b) {
          @if (!b.configured) {
            <p class="alert alert-warning" role="status" data-testid="billing-not-configured">
              Online payment is not available on this service yet. To change your plan, ask your administrator.
            </p>
          }
          @if (b.paymentProblem) {
            <p class="alert alert-error" role="alert">Your last payment failed. Stripe will retry; update your payment method to keep {{ label(b.plan) }}.</p>
          }
          <section class="card current" aria-labelledby="current-title">
            <h2 id="current-title">Current plan</h2>
            <p class="plan-line"><strong data-testid="billing-plan">{{ label(b.plan) }}</strong> · {{ b.priceMonthly === 0 ? '$0' : '$' + b.priceMonthly + ' / month' }}</p>
            @if (b.currentPeriodEnd) {
              @if (b.cancelAtPeriodEnd) {
                <p class="alert alert-info" role="status" data-testid="billing-cancellation">
                  {{ label(b.plan) }} until {{ b.currentPeriodEnd | date: 'd MMM y' }}, then Free.
                </p>
              } @else {
                <p class="muted">Renews on {{ b.currentPeriodEnd | date: 'd MMM y' }}.</p>
              }
            }
            @if (b.configured && b.hasBillingAccount) {
              <button type="button" class="btn" (click)="manage()" [disabled]="busy()">Manage billing</button>
            }
          </section>
          @if (b.configured) {
            <div class="upgrades">
              @for (offer of offers(); track offer.plan) {
                <section class="card" [attr.aria-labelledby]="'offer-' + offer.plan">
                  <h2 [id]="'offer-' + offer.plan">{{ label(offer.plan) }}</h2>
                  <p class="price">\${{ offer.price }} / month</p>
                  <button type="button" class="btn btn-primary" (click)="upgrade(offer.plan)" [disabled]="busy()">
                    Upgrade to {{ label(offer.plan) }}
                  </button>
                </section>
              }
            </div>
            <p class="muted small">Monthly, no contract. Cancelling keeps your plan to the end of the paid period, then the workspace is on Free; nothing is deleted.</p>
          }
        } @else if (!loadError()) {
          <app-spinner label="Loading billing…" />
        }
      }
    </div>
  `,
  styles: `
    .current { margin-bottom: 1rem; }
    .plan-line { font-size: 1.15rem; }
    .upgrades { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 1rem; }
    .price { font-size: 1.3rem; font-weight: 600; }
    .small { font-size: .85rem; }
  `,
})
export class BillingPage {
  private readonly api = inject(BillingApi);
  private readonly auth = inject(AuthStore);
  private readonly redirect = inject(STRIPE_REDIRECT);

  protected readonly isOwner = computed(() => this.auth.session()?.role === 'owner');
  protected readonly billingResource = this.api.billing(() => this.isOwner());
  protected readonly billing = valueOr(this.billingResource, null);
  protected readonly loadError = resourceError(this.billingResource);
  /** Asks the server for a Stripe-hosted page (Checkout for an upgrade, else the portal). */
  protected readonly leaving = mutation((upgradeTo: PaidPlanName | null) =>
    upgradeTo ? this.api.checkout({ plan: upgradeTo }) : this.api.portal(),
  );
  /** Set once the browser is on its way to Stripe: the buttons stay disabled until the page is gone. */
  private readonly redirecting = signal(false);
  protected readonly busy = computed(() => this.leaving.pending() || this.redirecting());
  /** Only plans above the current one; a paying workspace changes plan in the portal (the server sends it there). */
  protected readonly offers = computed(() => {
    const plan = this.billing()?.plan ?? 'free';
    return UPGRADES.filter((offer) =>
      plan === 'free' ? true : plan === 'pro' && offer.plan === 'agency',
    );
  });
  protected readonly label = (plan: keyof typeof PLAN_LABELS) => PLAN_LABELS[plan];

  constructor() {
    effect(() => {
      const billing = this.billing();
      if (billing) this.auth.notePlan(billing.plan);
    });
  }

  protected upgrade(plan: PaidPlanName): Promise<void> {
    return this.leaveFor(plan);
  }

  protected manage(): Promise<void> {
    return this.leaveFor(null);
  }

  private async leaveFor(upgradeTo: PaidPlanName | null): Promise<void> {
    const result = await this.leaving.run(upgradeTo);
    if (!result.ok) return;
    this.redirecting.set(true);
    this.redirect(result.value.url);
  }
}
