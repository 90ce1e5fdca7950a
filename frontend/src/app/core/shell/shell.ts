import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { TitleCasePipe } from '@angular/common';
import { Router, RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
import { AuthStore } from '../auth/auth-store';
import { mutation } from '../../shared/data/mutation';
import { ToastService } from '../../shared/ui/toast.service';
import { StatusChip } from '../../shared/ui/status-chip';
import { ClientSwitcher } from './client-switcher';
import { WorkspaceSwitcher } from './workspace-switcher';
import { PaymentBanner } from './payment-banner';
import { SkipLink } from '../../shared/ui/skip-link';

/** The logged-in frame: top bar with navigation, plan and account, and the page below. */
@Component({
  selector: 'app-shell',
  imports: [
    RouterOutlet,
    RouterLink,
    RouterLinkActive,
    StatusChip,
    TitleCasePipe,
    WorkspaceSwitcher,
    ClientSwitcher,
    PaymentBanner,
    SkipLink,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './shell.html',
  styleUrl: './shell.css',
})
export class Shell {
  protected readonly auth = inject(AuthStore);
  private readonly router = inject(Router);
  private readonly toasts = inject(ToastService);
  protected readonly loggingOut = mutation(() => this.auth.logout());

  protected async logOut(): Promise<void> {
    // The local session is cleared either way; the server's session dies with its cookie.
    const result = await this.loggingOut.run();
    if (result.ok) this.toasts.show('You are logged out.', 'info');
    await this.router.navigate(['/login']);
  }
}
