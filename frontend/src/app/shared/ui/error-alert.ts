import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ApiError } from '../data/api-error';

/** Shows a failed request: the server's message, and an upgrade prompt when a plan limit bit. */
@Component({
  selector: 'app-error-alert',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (error(); as err) {
      @if (err.plan) {
        <div class="alert alert-warning upgrade" role="alert">
          <span class="icon" aria-hidden="true">workspace_premium</span>
          <div>
            <strong>{{ err.message }}</strong>
            <p>
              {{ upgradeHint(err) }}
            </p>
            <a class="btn btn-primary btn-sm" routerLink="/billing">Upgrade</a>
            <a class="btn btn-sm compare" routerLink="/plans">Compare plans</a>
          </div>
        </div>
      } @else {
        <div class="alert alert-error" role="alert">
          <span class="icon" aria-hidden="true">error</span>
          <span class="text">{{ err.message }}</span>
          @if (canRetry()) {
            <button type="button" class="btn btn-sm" (click)="retry.emit()">Try again</button>
          } @else if (err.status === 404) {
            <a class="btn btn-sm" routerLink="/sites">Back to your sites</a>
          }
        </div>
      }
    }
  `,
  styles: `
    .alert { display: flex; gap: .6rem; align-items: flex-start; margin-bottom: 1rem; }
    .alert .text { flex: 1; }
    .upgrade p { margin: .25rem 0 .6rem; }
    .compare { margin-left: .4rem; }
  `,
})
export class ErrorAlert {
  readonly error = input<ApiError | null>(null);
  readonly retryable = input(false);
  readonly retry = output<void>();
  /** Only failures that may pass on their own: a retry cannot find what is not there (404) or undo a refusal. */
  protected readonly canRetry = computed(() => {
    const status = this.error()?.status;
    return (
      this.retryable() &&
      status !== undefined &&
      (status === 0 || status === 408 || status === 429 || status >= 500)
    );
  });

  protected upgradeHint(error: ApiError): string {
    const plan = error.plan;
    if (!plan) return '';
    if (plan.reason === 'plan_required') {
      const name = plan.requiredPlan
        ? plan.requiredPlan.charAt(0).toUpperCase() + plan.requiredPlan.slice(1)
        : 'a paid plan';
      return plan.details['feature'] === 'clientPortfolios' || plan.requiredPlan === 'agency'
        ? `${name} adds client portfolios and more: see what each plan includes.`
        : `Upgrade to ${name} to use it.`;
    }
    switch (plan.details['limit']) {
      case 'clientSites':
        return 'Agency adds client portfolios: one isolated workspace per client site.';
      case 'seats':
        return 'Agency includes up to 5 team seats.';
      case 'monthlyGenerations':
        return 'A higher plan raises the monthly quota.';
      default:
        return 'Pro and Agency have unlimited saved schemas and the full Schema.org vocabulary.';
    }
  }
}
