import { DatePipe } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  linkedSignal,
  signal,
} from '@angular/core';
import type { InviteMemberRequest, TeamMemberDto } from '@sdn/contracts';
import { mutation } from '../../shared/data/mutation';
import { resourceError, valueOr } from '../../shared/data/resource-signals';
import { AuthStore } from '../../core/auth/auth-store';
import { ConfirmService } from '../../shared/ui/confirm.service';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Spinner } from '../../shared/ui/spinner';
import { StatusChip } from '../../shared/ui/status-chip';
import { ToastService } from '../../shared/ui/toast.service';
import { TeamApi } from './team-api';
import { inputValue } from '../../shared/ui/input-value';
import { UsageMeter, upgradeOffer } from '../../shared/ui/usage-meter';
import { RouterLink } from '@angular/router';
import { WorkspaceBrandingCard } from './workspace-branding-card';

/** Team seats: members and pending invitations, invite (owner, within the seat limit), remove. */
@Component({
  selector: 'app-team-page',
  imports: [
    DatePipe,
    ErrorAlert,
    Spinner,
    StatusChip,
    UsageMeter,
    RouterLink,
    WorkspaceBrandingCard,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page">
      <div class="page-header">
        <div>
          <h1>Team</h1>
          @if (team(); as t) { <p class="muted">{{ t.seats.used }} of {{ t.seats.limit }} seats used, including the owner and pending invitations.</p> }
        </div>
      </div>
      <app-error-alert [error]="loadError()" [retryable]="true" (retry)="teamResource.reload()" />
      @if (isOwner()) {
        <section class="card workspace-name" aria-labelledby="workspace-name-title">
          <h2 id="workspace-name-title">Workspace name</h2>
          <form class="name-form" (submit)="rename($event)">
            <div class="field">
              <label for="workspace-name">Shown in invitations, exports and audit reports</label>
              <input id="workspace-name" class="input" maxlength="80" autocomplete="organization" [value]="workspaceName()"
                (input)="workspaceName.set(valueOf($event))" [attr.aria-invalid]="!!renaming.error()" aria-describedby="workspace-name-error" />
            </div>
            <button type="submit" class="btn" [disabled]="renaming.pending() || workspaceName().trim() === currentName()">
              {{ renaming.pending() ? 'Saving…' : 'Save name' }}
            </button>
          </form>
          <div id="workspace-name-error"><app-error-alert [error]="renaming.error()" /></div>
        </section>
      }
      <app-workspace-branding-card />
      @if (team(); as t) {
        <section class="card invite" aria-labelledby="invite-title">
          <div class="invite-head">
            <h2 id="invite-title">Invite a member</h2>
            <app-usage-meter [used]="t.seats.used" [limit]="t.seats.limit" noun="seats" [upgrade]="seatUpgrade()" />
          </div>
          @if (isOwner() && !t.canInvite && t.seats.used >= t.seats.limit && t.seats.limit > 1) {
            <p class="alert alert-info" role="status">All {{ t.seats.limit }} seats are taken. Remove a member or withdraw an invitation to free one.</p>
          }
          <app-error-alert [error]="inviting.error()" />
          <form class="invite-form" (submit)="invite($event)" novalidate>
            <div class="field grow">
              <label for="invite-email">Email</label>
              <input id="invite-email" class="input" type="email" autocomplete="off" [value]="email()" (input)="email.set(valueOf($event))"
                [disabled]="!t.canInvite" />
            </div>
            <button type="submit" class="btn btn-primary" [disabled]="!t.canInvite || inviting.pending()">{{ inviting.pending() ? 'Sending…' : 'Send invitation' }}</button>
          </form>
          @if (!t.canInvite && !isOwner()) { <p class="muted small">Only the workspace owner invites and removes members.</p> }
          @if (!t.canInvite && isOwner() && t.seats.limit <= 1) { <p class="muted small">Team seats come with the Agency plan (up to 5 seats). <a routerLink="/billing">Upgrade to Agency</a></p> }
        </section>
        <section class="card" aria-labelledby="members-title">
          <h2 id="members-title">Members</h2>
          <div class="table-wrap">
            <table class="table">
              <thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Joined</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
              <tbody>
                @for (member of t.members; track member.id) {
                  <tr>
                    <td>{{ member.email }}</td>
                    <td>{{ member.role === 'owner' ? 'Owner' : 'Member' }}</td>
                    <td><app-status-chip [value]="member.status === 'active' ? 'Active' : 'Pending'" [tone]="member.status === 'active' ? 'success' : 'warning'" /></td>
                    <td>{{ member.joinedAt ? (member.joinedAt | date: 'mediumDate') : 'Invited ' + (member.invitedAt | date: 'mediumDate') }}</td>
                    <td class="actions">
                      @if (isOwner() && member.role !== 'owner') {
                        <button type="button" class="btn btn-sm btn-danger" (click)="remove(member)" [attr.aria-label]="'Remove ' + member.email">Remove</button>
                      }
                    </td>
                  </tr>
                }
              </tbody>
            </table>
          </div>
        </section>
      } @else if (!loadError()) {
        <app-spinner label="Loading team…" />
      }
    </div>
  `,
  styles: `
    .invite-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: .25rem 1rem; }
    .invite { margin-bottom: 1rem; }
    .invite-form { display: flex; gap: .75rem; align-items: flex-end; flex-wrap: wrap; }
    .grow { flex: 1; min-width: 220px; margin-bottom: 0; }
    .small { font-size: .85rem; margin: .6rem 0 0; }
    .actions { text-align: right; }
    .workspace-name { margin-bottom: 1rem; }
    .name-form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: .5rem 1rem; }
    .name-form .field { flex: 1 1 16rem; margin: 0; }
  `,
})
export class TeamPage {
  private readonly api = inject(TeamApi);
  private readonly auth = inject(AuthStore);
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);

  protected readonly teamResource = this.api.team();
  /** Kept while a reload after an invite or removal runs, so the table does not flicker. */
  protected readonly team = valueOr(this.teamResource, null);
  protected readonly loadError = resourceError(this.teamResource);
  protected readonly email = signal('');
  protected readonly inviting = mutation((body: InviteMemberRequest) => this.api.invite(body));
  private readonly removing = mutation((member: TeamMemberDto) => this.api.remove(member.id));
  protected readonly isOwner = computed(() => this.auth.session()?.role === 'owner');
  protected readonly currentName = computed(() => this.auth.session()?.workspace.name ?? '');
  /** The name being typed; starts as the saved one. */
  protected readonly workspaceName = linkedSignal(() => this.currentName());
  protected readonly renaming = mutation((name: string) => this.auth.renameWorkspace({ name }));
  /** Seats grow only by moving to Agency: a Free or Pro owner gets the link, a member is told who can. */
  protected readonly seatUpgrade = computed(() =>
    upgradeOffer(this.auth.session()?.role, this.auth.plan()),
  );

  protected readonly valueOf = inputValue;

  protected async rename(event: Event): Promise<void> {
    event.preventDefault();
    const result = await this.renaming.run(this.workspaceName().trim());
    if (result.ok) this.toasts.show(`Workspace renamed to ${result.value.workspace.name}`);
  }

  protected async invite(event: Event): Promise<void> {
    event.preventDefault();
    const result = await this.inviting.run({ email: this.email().trim() });
    if (!result.ok) return;
    this.toasts.show(`Invitation sent to ${result.value.email}`);
    this.email.set('');
    this.teamResource.reload();
  }

  protected async remove(member: TeamMemberDto): Promise<void> {
    const go = await this.confirm.ask({
      title: `Remove ${member.email}?`,
      message:
        member.status === 'pending'
          ? 'The invitation stops working at once.'
          : 'Their access ends at once.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!go) return;
    const result = await this.removing.run(member);
    if (!result.ok) {
      this.toasts.show(result.error.message, 'error');
      return;
    }
    this.toasts.show(`${member.email} removed`);
    this.teamResource.reload();
  }
}
