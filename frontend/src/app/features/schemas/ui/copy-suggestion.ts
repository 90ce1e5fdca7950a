import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import type { CopySuggestion } from '@sdn/contracts';

/** One suggested text beside its field: shown, never applied until the user clicks "Use this text". */
@Component({
  selector: 'app-copy-suggestion',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <aside class="copy-suggestion" [attr.data-field]="suggestion().field" [attr.aria-label]="'Suggestion for ' + suggestion().label">
      <p class="head">
        <span class="icon" aria-hidden="true">edit_note</span>
        <strong>{{ suggestion().label }}</strong>
        <span class="muted">{{ suggestion().text.length }} characters ({{ suggestion().minLength }}–{{ suggestion().maxLength }})</span>
      </p>
      <p class="text">{{ suggestion().text }}</p>
      <span class="row">
        <button type="button" class="btn btn-sm btn-primary" (click)="applied.emit()">Use this text</button>
        <button type="button" class="btn btn-sm" (click)="dismissed.emit()">Dismiss</button>
      </span>
    </aside>
  `,
  styles: `
    .copy-suggestion { border: 1px dashed var(--border, #c8ccd4); border-radius: 8px; padding: 8px 12px; margin: -4px 0 12px; }
    .head { display: flex; gap: 8px; align-items: center; margin: 0 0 4px; flex-wrap: wrap; }
    .text { margin: 0 0 8px; white-space: pre-wrap; }
    .row { display: flex; gap: 8px; }
  `,
})
export class CopySuggestionView {
  readonly suggestion = input.required<CopySuggestion>();
  readonly applied = output();
  readonly dismissed = output();
}
