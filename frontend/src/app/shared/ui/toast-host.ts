import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { ToastService } from './toast.service';

@Component({
  selector: 'app-toast-host',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="toasts" role="status" aria-live="polite">
      @for (toast of toastService.toasts(); track toast.id) {
        <div class="toast" [class]="'toast toast-' + toast.kind">
          <span class="icon" aria-hidden="true">{{ iconFor(toast.kind) }}</span>
          <span class="text">{{ toast.text }}</span>
          <button type="button" class="btn btn-ghost btn-sm" (click)="toastService.dismiss(toast.id)" aria-label="Dismiss">
            <span class="icon" aria-hidden="true">close</span>
          </button>
        </div>
      }
    </div>
  `,
  styles: `
    .toasts { position: fixed; right: 1rem; bottom: 1rem; display: flex; flex-direction: column; gap: .5rem; z-index: 1000; max-width: min(420px, calc(100vw - 2rem)); }
    .toast { display: flex; align-items: center; gap: .6rem; padding: .6rem .6rem .6rem .9rem; border-radius: var(--radius); background: #1b2330; color: #fff; box-shadow: var(--shadow); }
    .toast .text { flex: 1; }
    .toast .btn { color: inherit; }
    .toast-success .icon:first-child { color: #7ee2a8; }
    .toast-error { background: #7d1c1c; }
  `,
})
export class ToastHost {
  protected readonly toastService = inject(ToastService);

  protected iconFor(kind: string): string {
    return kind === 'success' ? 'check_circle' : kind === 'error' ? 'error' : 'info';
  }
}
