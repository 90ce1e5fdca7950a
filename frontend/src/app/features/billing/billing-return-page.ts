import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import { RouterLink } from '@angular/router';
import type { BillingResponse } from '@sdn/contracts';
import {
  catchError,
  concatMap,
  defaultIfEmpty,
  filter,
  map,
  of,
  switchMap,
  take,
  timer,
} from 'rxjs';
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
export class BillingReturnPage {
  /** From the route's data: which return page this is. */
  readonly outcome = input<'success' | 'cancel'>('success');
  private readonly api = inject(BillingApi);
  private readonly auth = inject(AuthStore);
  /** Looks at the billing panel every second until it shows a paid plan (then the session's plan is re-read). */
  private readonly paidPlan = rxResource({
    params: () => (this.outcome() === 'success' ? true : undefined),
    stream: () =>
      timer(0, WAIT_MS).pipe(
        take(WAIT_ATTEMPTS),
        // A failed look is retried like a pending one.
        concatMap(() => this.api.current().pipe(catchError(() => of(null)))),
        filter((billing): billing is BillingResponse => !!billing && billing.plan !== 'free'),
        take(1),
        switchMap((billing) =>
          this.auth.refresh().pipe(
            map(() => billing),
            catchError(() => of(billing)),
          ),
        ),
        defaultIfEmpty(null),
      ),
  });
  protected readonly confirmed = computed(() =>
    this.paidPlan.hasValue() ? this.paidPlan.value() : null,
  );
  protected readonly gaveUp = computed(
    () => this.paidPlan.status() === 'resolved' && this.paidPlan.value() === null,
  );
  protected readonly label = (b: BillingResponse) => PLAN_LABELS[b.plan];
}
