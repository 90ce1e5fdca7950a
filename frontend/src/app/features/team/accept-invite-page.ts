import { ChangeDetectionStrategy, Component, effect, inject, input, untracked } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { tap } from 'rxjs';
import type { AcceptInvitationRequest } from '@sdn/contracts';
import { clientError } from '../../shared/data/api-error';
import { mutation } from '../../shared/data/mutation';
import { AuthStore } from '../../core/auth/auth-store';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Spinner } from '../../shared/ui/spinner';
import { ToastService } from '../../shared/ui/toast.service';
import { TeamApi } from './team-api';

/** The link of an invitation email: accepts it for the signed-in user and opens the team's workspace. */
@Component({
  selector: 'app-accept-invite-page',
  imports: [ErrorAlert, Spinner, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page narrow">
      <h1>Join a team</h1>
      @if (error(); as err) {
        <app-error-alert [error]="err" />
        <a class="btn" routerLink="/sites">Go to your sites</a>
      } @else {
        <app-spinner label="Accepting the invitation…" />
      }
    </div>
  `,
  styles: `.narrow { max-width: 560px; }`,
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
  protected readonly error = this.accepting.error;

  constructor() {
    effect(() => {
      const token = this.token();
      untracked(() => void this.accept(token));
    });
  }

  private async accept(token: string | undefined): Promise<void> {
    if (!token) {
      this.accepting.fail(clientError('This invitation link is incomplete. Open the link from the email again.'));
      return;
    }
    const result = await this.accepting.run({ token });
    if (!result.ok) return;
    this.toasts.show(`You joined ${result.value.workspace.name}`);
    await this.router.navigateByUrl('/sites');
  }
}
