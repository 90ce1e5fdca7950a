import { Injectable, signal } from '@angular/core';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (answer: boolean) => void;
}

/** Asks the user a yes/no question in a modal; one question at a time. */
@Injectable({ providedIn: 'root' })
export class ConfirmService {
  private readonly pendingState = signal<PendingConfirm | null>(null);
  readonly pending = this.pendingState.asReadonly();

  ask(request: ConfirmRequest): Promise<boolean> {
    this.pendingState()?.resolve(false);
    return new Promise<boolean>((resolve) => this.pendingState.set({ ...request, resolve }));
  }

  answer(value: boolean): void {
    const pending = this.pendingState();
    this.pendingState.set(null);
    pending?.resolve(value);
  }
}
