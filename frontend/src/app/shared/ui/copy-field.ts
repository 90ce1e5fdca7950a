import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { ToastService } from './toast.service';

let nextCopyId = 1;

/** A read-only code line with a copy button. */
@Component({
  selector: 'app-copy-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="copy-field">
      <label class="label" [for]="fieldId">{{ label() }}</label>
      <div class="box">
        <textarea class="code" [id]="fieldId" readonly wrap="off" [rows]="rows()" [value]="value()" (focus)="select($event)"></textarea>
        <button type="button" class="btn btn-sm" (click)="copy()" [attr.aria-label]="'Copy ' + label()">
          <span class="icon" aria-hidden="true">{{ copied() ? 'check' : 'content_copy' }}</span>{{ copied() ? 'Copied' : 'Copy' }}
        </button>
      </div>
    </div>
  `,
  styles: `
    .copy-field { display: flex; flex-direction: column; gap: .35rem; min-width: 0; }
    .box { display: flex; gap: .5rem; align-items: flex-start; min-width: 0; }
    /* Code never breaks inside a word: each line stays whole and the box scrolls sideways when it is wider. */
    textarea { flex: 1; width: 100%; min-width: 0; resize: none; border: 1px solid var(--color-border); border-radius: 6px; background: #f3f5f8; padding: .5rem .65rem .7rem; white-space: pre; overflow-x: auto; overflow-y: hidden; }
  `,
})
export class CopyField {
  readonly label = input.required<string>();
  readonly value = input.required<string>();

  protected readonly fieldId = `copy-field-${nextCopyId++}`;
  /** One row per line of the value, plus room for the horizontal scrollbar of a long line. */
  protected readonly rows = computed(() => this.value().split('\n').length + 1);
  protected readonly copied = signal(false);
  private readonly toasts = inject(ToastService);

  protected select(event: Event): void {
    (event.target as HTMLTextAreaElement).select();
  }

  protected async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.value());
    } catch {
      const area = document.getElementById(this.fieldId) as HTMLTextAreaElement | null;
      area?.select();
      if (!document.execCommand?.('copy')) {
        this.toasts.show('Copy failed: select the text and copy it by hand.', 'error');
        return;
      }
    }
    this.copied.set(true);
    this.toasts.show(`${this.label()} copied`);
    setTimeout(() => this.copied.set(false), 2000);
  }
}
