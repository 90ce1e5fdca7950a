import { ChangeDetectionStrategy, Component, effect, inject, input, signal, untracked } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { firstValueFrom } from 'rxjs';
import { type ApiError, clientError, toApiError } from '../../core/api/api-error';
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
  protected readonly error = signal<ApiError | null>(null);

  constructor() {
    effect(() => {
      const token = this.token();
      untracked(() => void this.accept(token));
    });
  }

  private async accept(token: string | undefined): Promise<void> {
    if (!token) {
      this.error.set(clientError('This invitation link is incomplete. Open the link from the email again.'));
      return;
    }
    try {
      const session = await firstValueFrom(this.api.accept({ token }));
      this.auth.adopt(session);
      this.toasts.show(`You joined ${session.workspace.name}`);
      await this.router.navigateByUrl('/sites');
    } catch (error) {
      this.error.set(toApiError(error));
    }
  }
}
