import {
  ChangeDetectionStrategy,
  Component,
  type ElementRef,
  effect,
  input,
  output,
  viewChild,
} from '@angular/core';

let nextModalId = 1;
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * A native modal `<dialog>`: the browser keeps focus inside (the page behind is inert), Escape closes it, the title
 * labels it, and focus goes back to what opened it.
 */
@Component({
  selector: 'app-modal',
  // Keys pressed inside the dialog bubble to the host element.
  host: {
    '(keydown.tab)': 'keepFocusInside($event)',
    '(keydown.shift.tab)': 'keepFocusInside($event)',
  },
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <dialog #dialog class="modal" [class.wide]="wide()" [attr.aria-labelledby]="titleId" (cancel)="onCancel($event)" (close)="onNativeClose()">
      @if (open()) {
        <h2 [id]="titleId">{{ heading() }}</h2>
        <ng-content />
      }
    </dialog>
  `,
  styles: `
    .modal { border: none; border-radius: 12px; padding: 1.5rem; width: min(480px, calc(100vw - 2rem)); box-shadow: 0 20px 50px rgb(16 24 40 / 25%); color: inherit; }
    .modal.wide { width: min(760px, calc(100vw - 2rem)); }
    .modal::backdrop { background: rgb(16 24 40 / 45%); }
  `,
})
export class Modal {
  readonly open = input.required<boolean>();
  readonly heading = input.required<string>();
  /** For content that is a table or a list of rows (an import's column mapping and preview). */
  readonly wide = input(false);
  readonly closed = output<void>();

  protected readonly titleId = `modal-title-${nextModalId++}`;
  private readonly dialog = viewChild.required<ElementRef<HTMLDialogElement>>('dialog');
  /** What had focus when the dialog opened: it gets it back on close (the page may have re-rendered meanwhile). */
  private opener: HTMLElement | null = null;

  constructor() {
    effect(() => {
      const element = this.dialog().nativeElement;
      if (this.open() && !element.open) {
        this.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (typeof element.showModal === 'function') element.showModal();
        else element.setAttribute('open', '');
      } else if (!this.open() && element.open) {
        if (typeof element.close === 'function') element.close();
        else element.removeAttribute('open');
        this.restoreFocus();
      }
    });
  }

  protected onCancel(event: Event): void {
    event.preventDefault();
    this.closed.emit();
  }

  /**
   * The page behind a modal dialog is inert, but Tab past the last control would leave the page for the browser's
   * own UI: wrap around instead, both ways.
   */
  protected keepFocusInside(event: Event): void {
    const keyboard = event as KeyboardEvent;
    const focusable = [
      ...this.dialog().nativeElement.querySelectorAll<HTMLElement>(FOCUSABLE),
    ].filter((element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0);
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable.at(-1)!;
    const active = document.activeElement;
    if (keyboard.shiftKey && (active === first || !this.dialog().nativeElement.contains(active))) {
      keyboard.preventDefault();
      last.focus();
    } else if (!keyboard.shiftKey && active === last) {
      keyboard.preventDefault();
      first.focus();
    }
  }

  private restoreFocus(): void {
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  }

  protected onNativeClose(): void {
    if (this.open()) this.closed.emit();
  }
}
