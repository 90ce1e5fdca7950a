import { ChangeDetectionStrategy, Component, inject, input, signal } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import type { ConfirmSignupRequest } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { clientError } from '../../shared/data/api-error';
import { mutation } from '../../shared/data/mutation';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { inputValue } from '../../shared/ui/input-value';
import { ToastService } from '../../shared/ui/toast.service';

/**
 * The link of the sign-up email. The link proves the mailbox; the password chosen at sign-up proves that whoever
 * clicks made that sign-up, so a stranger who signed up with this address cannot be handed the account its owner
 * opens. Then the account is opened and the dashboard shows signed in.
 */
@Component({
  selector: 'app-confirm-signup-page',
  imports: [ErrorAlert, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card auth-card" aria-labelledby="confirm-title">
      <div class="brand"><span class="icon" aria-hidden="true">hub</span> Schema Delivery</div>
      <h1 id="confirm-title">Confirm your email</h1>
      @if (token()) {
        <p class="muted">
          Enter the password you chose when you signed up. If you did not sign up, close this page and ignore the email:
          nobody can use your address without that password.
        </p>
        <app-error-alert [error]="confirming.error()" />
        <form (submit)="submit($event)" novalidate>
          <div class="field">
            <label for="confirm-password">Password chosen at sign-up</label>
            <input id="confirm-password" class="input" type="password" name="password" autocomplete="current-password" required
              [value]="password()" (input)="password.set(valueOf($event))" />
          </div>
          <button type="submit" class="btn btn-primary submit" [disabled]="confirming.pending()">
            {{ confirming.pending() ? 'Confirming…' : 'Confirm and open my dashboard' }}
          </button>
        </form>
      } @else {
        <app-error-alert [error]="incomplete" />
      }
      <p class="switch"><a routerLink="/signup">Sign up again</a> · <a routerLink="/login">Log in</a></p>
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
  protected readonly password = signal('');
  protected readonly confirming = mutation((body: ConfirmSignupRequest) =>
    this.auth.confirmSignup(body),
  );
  protected readonly incomplete = clientError(
    'This confirmation link is incomplete. Open the link from the email again.',
  );

  protected readonly valueOf = inputValue;

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    const token = this.token();
    if (!token || this.confirming.pending()) return;
    if (!this.password()) {
      this.confirming.fail(clientError('Enter the password you chose when you signed up.'));
      return;
    }
    const result = await this.confirming.run({ token, password: this.password() });
    if (!result.ok) {
      // The next try starts from an empty field rather than an edited wrong one.
      this.password.set('');
      return;
    }
    this.toasts.show('Email confirmed. Welcome!');
    await this.router.navigateByUrl('/sites', { replaceUrl: true });
  }
}
