import { Injectable, signal } from '@angular/core';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  /** A second way to go ahead (e.g. "Publish the valid ones" beside "Publish all"); `choose` tells which. */
  alternativeLabel?: string;
}

/** What the user picked: the confirm button, the alternative, or nothing (Cancel, Escape, another question). */
export type ConfirmChoice = 'confirm' | 'alternative' | null;

interface PendingConfirm extends ConfirmRequest {
  resolve: (choice: ConfirmChoice) => void;
}

/** Asks the user a question in a modal; one question at a time. */
@Injectable({ providedIn: 'root' })
export class ConfirmService {
  private readonly pendingState = signal<PendingConfirm | null>(null);
  readonly pending = this.pendingState.asReadonly();

  ask(request: ConfirmRequest): Promise<boolean> {
    return this.choose(request).then((choice) => choice === 'confirm');
  }

  choose(request: ConfirmRequest): Promise<ConfirmChoice> {
    this.pendingState()?.resolve(null);
    return new Promise<ConfirmChoice>((resolve) => this.pendingState.set({ ...request, resolve }));
  }

  /** `true` and `false` answer a yes/no question; a choice answers either kind. */
  answer(value: boolean | ConfirmChoice): void {
    const pending = this.pendingState();
    this.pendingState.set(null);
    pending?.resolve(value === true ? 'confirm' : value === false ? null : value);
  }
}
