import { Injectable, signal } from '@angular/core';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** Short confirmations and errors shown in a live region; each disappears after a few seconds. */
@Injectable({ providedIn: 'root' })
export class ToastService {
  private readonly items = signal<Toast[]>([]);
  private nextId = 1;
  readonly toasts = this.items.asReadonly();

  show(text: string, kind: ToastKind = 'success', durationMs = 4000): void {
    const toast: Toast = { id: this.nextId++, text, kind };
    this.items.update((list) => [...list.slice(-2), toast]);
    if (durationMs > 0) setTimeout(() => this.dismiss(toast.id), durationMs);
  }

  dismiss(id: number): void {
    this.items.update((list) => list.filter((toast) => toast.id !== id));
  }
}
