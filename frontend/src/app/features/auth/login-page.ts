import { ChangeDetectionStrategy, Component, inject, input, signal } from '@angular/core';
import type { LoginRequest } from '@sdn/contracts';
import { Router, RouterLink } from '@angular/router';
import { clientError } from '../../shared/data/api-error';
import { mutation } from '../../shared/data/mutation';
import { AuthStore } from '../../core/auth/auth-store';
import { safeReturnUrl } from '../../core/auth/auth-guards';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { inputValue } from '../../shared/ui/input-value';

@Component({
  selector: 'app-login-page',
  imports: [RouterLink, ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card auth-card" aria-labelledby="login-title">
      <a class="brand" routerLink="/"><span class="icon" aria-hidden="true">hub</span> Schema Delivery</a>
      <h1 id="login-title">Log in</h1>
      @if (returnUrl()) {
        <p class="muted">Log in to continue where you left off.</p>
      }
      <app-error-alert [error]="login.error()" />
      <form (submit)="submit($event)" novalidate>
        <div class="field">
          <label for="login-email">Email</label>
          <input id="login-email" class="input" type="email" name="email" autocomplete="email" required
            [value]="email()" (input)="email.set(valueOf($event))" />
        </div>
        <div class="field">
          <label for="login-password">Password</label>
          <input id="login-password" class="input" type="password" name="password" autocomplete="current-password" required
            [value]="password()" (input)="password.set(valueOf($event))" />
        </div>
        <button type="submit" class="btn btn-primary submit" [disabled]="login.pending()">{{ login.pending() ? 'Logging in…' : 'Log in' }}</button>
      </form>
      <p class="switch">New here? <a routerLink="/signup" [queryParams]="returnUrl() ? { returnUrl: returnUrl() } : {}">Create an account</a></p>
    </section>
  `,
  styleUrl: './auth-card.css',
})
export class LoginPage {
  /** Bound from the query string: where to go after logging in. */
  readonly returnUrl = input<string | undefined>();

  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  protected readonly email = signal('');
  protected readonly password = signal('');
  protected readonly login = mutation((body: LoginRequest) => this.auth.login(body));

  protected readonly valueOf = inputValue;

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.login.pending()) return;
    if (!this.email().trim() || !this.password()) {
      this.login.fail(clientError('Enter your email and password.'));
      return;
    }
    const result = await this.login.run({ email: this.email().trim(), password: this.password() });
    if (result.ok) await this.router.navigateByUrl(safeReturnUrl(this.returnUrl()));
  }
}
