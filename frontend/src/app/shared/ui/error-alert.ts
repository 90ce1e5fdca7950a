import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ApiError } from '../../core/api/api-error';

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
              @if (err.plan.reason === 'plan_required') {
                Upgrade to {{ err.plan.requiredPlan ?? 'a paid plan' }} to use it.
              } @else {
                Upgrade to Pro for unlimited saved schemas and the full Schema.org vocabulary, or to Agency for client portfolios.
              }
            </p>
            <a class="btn btn-primary btn-sm" routerLink="/plans">Compare plans</a>
          </div>
        </div>
      } @else {
        <div class="alert alert-error" role="alert">
          <span class="icon" aria-hidden="true">error</span>
          <span class="text">{{ err.message }}</span>
          @if (retryable()) {
            <button type="button" class="btn btn-sm" (click)="retry.emit()">Try again</button>
          }
        </div>
      }
    }
  `,
  styles: `
    .alert { display: flex; gap: .6rem; align-items: flex-start; margin-bottom: 1rem; }
    .alert .text { flex: 1; }
    .upgrade p { margin: .25rem 0 .6rem; }
  `,
})
export class ErrorAlert {
  readonly error = input<ApiError | null>(null);
  readonly retryable = input(false);
  readonly retry = output<void>();
}
