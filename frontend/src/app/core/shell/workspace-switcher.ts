import { ChangeDetectionStrategy, Component, effect, inject, signal, untracked } from '@angular/core';
import { Router } from '@angular/router';
import type { WorkspaceListResponse } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { toApiError } from '../api/api-error';
import { AuthStore } from '../auth/auth-store';
import { TeamApi } from '../../features/team/team-api';
import { ToastService } from '../../shared/ui/toast.service';
import { inputValue } from '../../shared/ui/input-value';

/** Lets a user who belongs to several workspaces (their own, teams they joined) move between them. */
@Component({
  selector: 'app-workspace-switcher',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (workspaces().length > 1) {
      <label class="visually-hidden" for="workspace-switch">Workspace</label>
      <select id="workspace-switch" class="input switch" (change)="switchTo($event)" [disabled]="switching()">
        @for (workspace of workspaces(); track workspace.id) {
          <option [value]="workspace.id" [selected]="workspace.current">{{ workspace.name }}{{ workspace.role === 'member' ? ' (team)' : '' }}</option>
        }
      </select>
    }
  `,
  styles: `.switch { min-height: 2rem; padding: .2rem .5rem; width: auto; max-width: 200px; font-size: .875rem; }`,
})
export class WorkspaceSwitcher {
  private readonly api = inject(TeamApi);
  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly toasts = inject(ToastService);
  protected readonly workspaces = signal<WorkspaceListResponse['items']>([]);
  protected readonly switching = signal(false);

  constructor() {
    effect(() => {
      const workspaceId = this.auth.session()?.workspace.id;
      if (workspaceId) untracked(() => void this.load());
    });
  }

  private async load(): Promise<void> {
    try {
      this.workspaces.set((await firstValueFrom(this.api.workspaces())).items);
    } catch {
      this.workspaces.set([]);
    }
  }

  protected async switchTo(event: Event): Promise<void> {
    const workspaceId = inputValue(event);
    this.switching.set(true);
    try {
      const session = await firstValueFrom(this.api.switchWorkspace({ workspaceId }));
      this.auth.adopt(session);
      this.toasts.show(`Now working in ${session.workspace.name}`);
      await this.router.navigateByUrl('/sites');
    } catch (error) {
      this.toasts.show(toApiError(error).message, 'error');
    } finally {
      this.switching.set(false);
    }
  }
}
