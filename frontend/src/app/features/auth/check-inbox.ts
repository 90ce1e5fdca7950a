import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import type { ApiError } from '../../shared/data/api-error';
import { ErrorAlert } from '../../shared/ui/error-alert';

/**
 * What sign-up shows when the service mails a link first. It says the same whether or not the address already has
 * an account (the service answers alike; the mail tells the rest), and how to get another mail.
 */
@Component({
  selector: 'app-check-inbox',
  imports: [ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="inbox" role="status">
      <span class="icon" aria-hidden="true">mark_email_unread</span>
      <h1 id="check-inbox-title" tabindex="-1">Check your inbox</h1>
      <p>We sent an email to <strong>{{ email() }}</strong>. Open the link in it and enter the password you just chose to confirm your address and go to your dashboard.</p>
      <p class="muted">
        The link works once, for {{ validFor() }}. If the address already has an account, the email says how to log in instead.
        Nothing there? Look in your spam folder, or send it again.
      </p>
    </div>
    <app-error-alert [error]="error()" />
    @if (resent()) {
      <p class="muted resent">Sent again. Use the newest email.</p>
    }
    <div class="actions">
      <button type="button" class="btn" [disabled]="pending()" (click)="resend.emit()">{{ pending() ? 'Sending…' : 'Send the email again' }}</button>
      <button type="button" class="btn btn-ghost" (click)="changeAddress.emit()">Use another address</button>
    </div>
  `,
  styles: `
    .inbox .icon { font-size: 2.4rem; color: var(--color-primary); }
    .inbox h1 { margin: 0.25rem 0 0.75rem; }
    .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
    .resent { margin: 0.5rem 0 0; }
  `,
})
export class CheckInbox {
  readonly email = input.required<string>();
  readonly linkValidHours = input.required<number>();
  readonly pending = input(false);
  readonly resent = input(false);
  readonly error = input<ApiError | null>(null);
  readonly resend = output<void>();
  readonly changeAddress = output<void>();

  protected validFor(): string {
    const hours = this.linkValidHours();
    if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
    if (hours >= 1) return hours === 1 ? '1 hour' : `${Math.round(hours)} hours`;
    return `${Math.max(1, Math.round(hours * 60))} minutes`;
  }
}
