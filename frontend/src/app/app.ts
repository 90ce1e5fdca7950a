import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterOutlet } from '@angular/router';
import { ConfirmHost } from './shared/ui/confirm-host';
import { ToastHost } from './shared/ui/toast-host';
import { RouteLoading } from './core/shell/route-loading';

@Component({
  selector: 'app-root',
  imports: [RouterOutlet, ToastHost, ConfirmHost, RouteLoading],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-route-loading /><router-outlet /><app-toast-host /><app-confirm-host />`,
})
export class App {}
