import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
} from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { tap } from 'rxjs';
import type { AcceptInvitationRequest, InvitationPreviewResponse } from '@sdn/contracts';
import { clientError } from '../../shared/data/api-error';
import { mutation } from '../../shared/data/mutation';
import { AuthStore } from '../../core/auth/auth-store';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Spinner } from '../../shared/ui/spinner';
import { ToastService } from '../../shared/ui/toast.service';
import { TeamApi } from './team-api';

/**
 * The link of an invitation email. Signed in, it accepts for that user and opens the team's workspace. Logged out,
 * it says who invites whom to which workspace and in what role, then offers sign-up or log-in, both coming back here.
 */
@Component({
  selector: 'app-accept-invite-page',
  imports: [ErrorAlert, Spinner, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <main id="main" tabindex="-1" class="card invite-card" aria-labelledby="invite-title">
      <div class="brand"><span class="icon" aria-hidden="true">hub</span> Schema Delivery</div>
      @if (invitation(); as invitation) {
        <h1 id="invite-title">Join {{ invitation.workspaceName }}</h1>
        <p>
          <strong>{{ invitation.inviterName ?? invitation.inviterEmail }}</strong>
          @if (invitation.inviterName) { <span class="muted"> ({{ invitation.inviterEmail }})</span> }
          invited you to the workspace <strong>{{ invitation.workspaceName }}</strong> as a
          <strong>{{ invitation.role === 'owner' ? 'owner' : 'member' }}</strong>.
        </p>
        <p class="muted">
          Members see every site and schema of the workspace, use its Agency features and run audits. The invitation was
          sent to <strong>{{ invitation.email }}</strong>: sign up or log in with that address to accept it.
        </p>
        <div class="actions">
          <a class="btn btn-primary" routerLink="/signup" [queryParams]="{ returnUrl: returnUrl() }">Sign up to accept</a>
          <a class="btn" routerLink="/login" [queryParams]="{ returnUrl: returnUrl() }">Log in to accept</a>
        </div>
      } @else {
        <h1 id="invite-title">Join a team</h1>
        @if (error(); as err) {
          <app-error-alert [error]="err" />
          <a class="btn" routerLink="/">Go to Schema Delivery</a>
        } @else {
          <app-spinner label="Opening the invitation…" />
        }
      }
    </main>
  `,
  styleUrl: '../auth/auth-card.css',
  styles: `
    :host { display: grid; place-items: center; min-height: 100vh; padding: 1.5rem 1rem; }
    .invite-card { width: min(520px, 100%); }
    .invite-card:focus { outline: none; }
    .actions { display: flex; flex-wrap: wrap; gap: .5rem; }
    p { overflow-wrap: break-word; }
  `,
})
export class AcceptInvitePage {
  readonly token = input<string | undefined>();

  private readonly api = inject(TeamApi);
  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly toasts = inject(ToastService);
  /** Accepting also moves the session into the team's workspace. */
  private readonly accepting = mutation((body: AcceptInvitationRequest) =>
    this.api.accept(body).pipe(tap((session) => this.auth.adopt(session))),
  );
  private readonly checkingSession = mutation(() => this.auth.ensureSession());
  private readonly previewing = mutation((token: string) => this.api.preview(token));
  protected readonly invitation = signal<InvitationPreviewResponse | null>(null);
  protected readonly error = computed(() => this.accepting.error() ?? this.previewing.error());
  protected readonly returnUrl = computed(
    () => `/accept-invite?token=${encodeURIComponent(this.token() ?? '')}`,
  );

  constructor() {
    effect(() => {
      const token = this.token();
      untracked(() => void this.open(token));
    });
  }

  private async open(token: string | undefined): Promise<void> {
    if (!token) {
      this.accepting.fail(
        clientError('This invitation link is incomplete. Open the link from the email again.'),
      );
      return;
    }
    // When the session cannot be checked, the invitation is still worth explaining: treat it as logged out.
    const session = await this.checkingSession.run();
    if (!session.ok || !session.value) {
      const preview = await this.previewing.run(token);
      if (preview.ok) this.invitation.set(preview.value);
      return;
    }
    const result = await this.accepting.run({ token });
    if (!result.ok) return;
    this.toasts.show(`You joined ${result.value.workspace.name}`);
    await this.router.navigateByUrl('/sites');
  }
}
