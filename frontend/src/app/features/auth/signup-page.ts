import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import type { SignupConfirmationSent, SignupRequest } from '@sdn/contracts';
import { Router, RouterLink } from '@angular/router';
import { mutation } from '../../shared/data/mutation';
import { AuthStore } from '../../core/auth/auth-store';
import { safeReturnUrl } from '../../core/auth/auth-guards';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { inputValue } from '../../shared/ui/input-value';
import { CheckInbox } from './check-inbox';

@Component({
  selector: 'app-signup-page',
  imports: [RouterLink, ErrorAlert, CheckInbox],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card auth-card" [attr.aria-labelledby]="sent() ? 'check-inbox-title' : 'signup-title'">
      <a class="brand" routerLink="/"><span class="icon" aria-hidden="true">hub</span> Schema Delivery</a>
      @if (sent(); as sent) {
        <app-check-inbox [email]="sent.email" [linkValidHours]="sent.linkValidHours" [pending]="signup.pending()"
          [resent]="sent.resent" [error]="signup.error()" (resend)="resend()" (changeAddress)="changeAddress()" />
      } @else {
      <h1 id="signup-title">Create your account</h1>
      <p class="muted">Free plan: 5 saved schemas, rich-result types, one site.</p>
      <app-error-alert [error]="signup.error()" />
      <form (submit)="submit($event)" novalidate>
        <div class="field">
          <label for="signup-name">Name <span class="muted">(optional)</span></label>
          <input id="signup-name" class="input" name="name" autocomplete="name" [value]="name()" (input)="name.set(valueOf($event))" />
        </div>
        <div class="field">
          <label for="signup-email">Email</label>
          <input id="signup-email" class="input" type="email" name="email" autocomplete="email" required
            [attr.aria-invalid]="!!signup.fieldErrors()['email']" aria-describedby="signup-email-errors"
            [value]="email()" (input)="email.set(valueOf($event))" />
          <div id="signup-email-errors">
            @for (message of signup.fieldErrors()['email'] ?? []; track message) { <p class="field-error">{{ message }}</p> }
          </div>
        </div>
        <div class="field">
          <label for="signup-password">Password</label>
          <input id="signup-password" class="input" type="password" name="password" autocomplete="new-password" required
            [attr.aria-invalid]="!!signup.fieldErrors()['password']" aria-describedby="signup-password-hint signup-password-errors"
            [value]="password()" (input)="password.set(valueOf($event))" />
          <span id="signup-password-hint" class="hint">At least 10 characters, mixing letters with digits or symbols.</span>
          <div id="signup-password-errors">
            @for (message of signup.fieldErrors()['password'] ?? []; track message) { <p class="field-error">{{ message }}</p> }
          </div>
        </div>
        <button type="submit" class="btn btn-primary submit" [disabled]="signup.pending()">{{ signup.pending() ? 'Creating account…' : 'Sign up' }}</button>
      </form>
      }
      <p class="switch">Already have an account? <a routerLink="/login" [queryParams]="returnUrl() ? { returnUrl: returnUrl() } : {}">Log in</a></p>
    </section>
  `,
  styleUrl: './auth-card.css',
})
export class SignupPage {
  readonly returnUrl = input<string | undefined>();

  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  protected readonly name = signal('');
  protected readonly email = signal('');
  protected readonly password = signal('');
  protected readonly signup = mutation((body: SignupRequest) => this.auth.signup(body));
  /** Set when the service mailed a link: the page shows "check your inbox" and can send the same request again. */
  protected readonly sent = signal<
    (SignupConfirmationSent & { email: string; resent: boolean; body: SignupRequest }) | null
  >(null);
  /** Coming from an invitation's accept link: its token proves the address, so the account opens at once. */
  private readonly invitationToken = computed(() => invitationTokenIn(this.returnUrl()));

  protected readonly valueOf = inputValue;

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.signup.pending()) return;
    const name = this.name().trim();
    const token = this.invitationToken();
    await this.send(
      {
        email: this.email().trim(),
        password: this.password(),
        ...(name ? { name } : {}),
        ...(token ? { invitationToken: token } : {}),
      },
      false,
    );
  }

  protected async resend(): Promise<void> {
    const sent = this.sent();
    if (sent && !this.signup.pending()) await this.send(sent.body, true);
  }

  protected changeAddress(): void {
    this.sent.set(null);
    this.signup.reset();
  }

  private async send(body: SignupRequest, again: boolean): Promise<void> {
    const result = await this.signup.run(body);
    if (!result.ok) return;
    if ('user' in result.value) {
      await this.router.navigateByUrl(safeReturnUrl(this.returnUrl()));
      return;
    }
    this.sent.set({ ...result.value, email: body.email, resent: again, body });
    if (!again) this.password.set('');
  }
}

/** The `token` of a same-app `/accept-invite?token=...` return address, if that is where sign-up leads. */
function invitationTokenIn(returnUrl: string | undefined): string | null {
  if (!returnUrl?.startsWith('/accept-invite?')) return null;
  return new URLSearchParams(returnUrl.slice(returnUrl.indexOf('?') + 1)).get('token');
}
