import { ChangeDetectionStrategy, Component, effect, inject, input, untracked } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import type { ConfirmSignupRequest } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { clientError } from '../../shared/data/api-error';
import { mutation } from '../../shared/data/mutation';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Spinner } from '../../shared/ui/spinner';
import { ToastService } from '../../shared/ui/toast.service';

/** The link of the sign-up email: confirms the address, opens the account and lands on the dashboard signed in. */
@Component({
  selector: 'app-confirm-signup-page',
  imports: [ErrorAlert, Spinner, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card auth-card" aria-labelledby="confirm-title">
      <div class="brand"><span class="icon" aria-hidden="true">hub</span> Schema Delivery</div>
      <h1 id="confirm-title">Confirm your email</h1>
      @if (confirming.error(); as error) {
        <app-error-alert [error]="error" />
        <p class="switch"><a routerLink="/signup">Sign up again</a> · <a routerLink="/login">Log in</a></p>
      } @else {
        <app-spinner label="Confirming your email…" />
      }
    </section>
  `,
  styleUrl: './auth-card.css',
})
export class ConfirmSignupPage {
  /** Bound from the query string of the emailed link. */
  readonly token = input<string | undefined>();

  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly toasts = inject(ToastService);
  protected readonly confirming = mutation((body: ConfirmSignupRequest) => this.auth.confirmSignup(body));

  constructor() {
    effect(() => {
      const token = this.token();
      untracked(() => void this.confirm(token));
    });
  }

  private async confirm(token: string | undefined): Promise<void> {
    if (!token) {
      this.confirming.fail(clientError('This confirmation link is incomplete. Open the link from the email again.'));
      return;
    }
    const result = await this.confirming.run({ token });
    if (!result.ok) return;
    this.toasts.show('Email confirmed. Welcome!');
    await this.router.navigateByUrl('/sites', { replaceUrl: true });
  }
}
