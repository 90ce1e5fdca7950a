import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { Router } from '@angular/router';
import { mutation } from '../../shared/data/mutation';
import { lastValue } from '../../shared/data/resource-signals';
import { inputValue } from '../../shared/ui/input-value';
import { ToastService } from '../../shared/ui/toast.service';
import { AuthApi } from '../auth/auth-api';
import { AuthStore } from '../auth/auth-store';

/** Lets a user who belongs to several workspaces (their own, teams they joined) move between them. */
@Component({
  selector: 'app-workspace-switcher',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (workspaces().length > 1) {
      <label class="visually-hidden" for="workspace-switch">Workspace</label>
      <select id="workspace-switch" class="input switch" (change)="switchTo($event)" [disabled]="switching.pending()">
        @for (workspace of workspaces(); track workspace.id) {
          <option [value]="workspace.id" [selected]="workspace.current">{{ workspace.name }}{{ workspace.role === 'member' ? ' (team)' : '' }}</option>
        }
      </select>
    }
  `,
  styles: `.switch { min-height: 2rem; padding: .2rem .5rem; width: auto; max-width: 200px; font-size: .875rem; }`,
})
export class WorkspaceSwitcher {
  private readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly toasts = inject(ToastService);
  /** Re-read whenever the session's workspace changes; a failure just hides the switcher. */
  private readonly list = inject(AuthApi).workspaces(() => this.auth.workspaceId());
  /** The previous list stays while the new workspace's list loads, so the switcher does not blink. */
  private readonly listed = lastValue(this.list);
  protected readonly workspaces = computed(() =>
    this.auth.workspaceId() ? (this.listed()?.items ?? []) : [],
  );
  protected readonly switching = mutation((workspaceId: string) =>
    this.auth.switchWorkspace({ workspaceId }),
  );

  protected async switchTo(event: Event): Promise<void> {
    const result = await this.switching.run(inputValue(event));
    if (!result.ok) {
      this.toasts.show(result.error.message, 'error');
      return;
    }
    this.toasts.show(`Now working in ${result.value.workspace.name}`);
    await this.router.navigateByUrl('/sites');
  }
}
