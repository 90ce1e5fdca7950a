import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  type ElementRef,
  afterNextRender,
  effect,
  inject,
  input,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import type { Finding } from '../data/validation-findings';
import type { JsonEditorHandle } from './json-code-editor-view';

/**
 * The JSON-LD code editor: CodeMirror 6 with highlighting, line numbers and lint markers (the browser's JSON parser
 * for broken text, the validator's findings at their paths). CodeMirror is loaded on first display, as its own chunk.
 */
@Component({
  selector: 'app-json-code-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div #host class="code-editor" [class.invalid]="invalid()" data-testid="json-code-editor"></div>
    @if (!loaded()) {
      <p class="muted loading" role="status">{{ failed() ? 'The code editor could not be loaded; reload the page to try again.' : 'Loading the code editor…' }}</p>
    }
    <p [id]="keysHintId()" class="hint">Tab indents. Press Escape, then Tab, to move on from the editor.</p>
  `,
  styles: `
    .code-editor { border: 1px solid var(--color-border); border-radius: 6px; overflow: hidden; background: #fff; }
    .code-editor.invalid { border-color: var(--color-danger); }
    .code-editor:focus-within { outline: 3px solid var(--color-primary); outline-offset: 2px; }
    .code-editor ::ng-deep .cm-editor { max-height: 28rem; font-size: .8rem; }
    .code-editor ::ng-deep .cm-editor.cm-focused { outline: none; }
    .code-editor ::ng-deep .cm-scroller { font-family: var(--font-mono, ui-monospace, monospace); }
    .loading { font-size: .85rem; }
    .hint { margin: .35rem 0 0; }
  `,
})
export class JsonCodeEditor {
  readonly text = input.required<string>();
  readonly findings = input<readonly Finding[]>([]);
  readonly invalid = input(false);
  /** The id of the element naming the editor, and of the one saying whether the JSON parses. */
  readonly labelledBy = input.required<string>();
  readonly describedBy = input('');
  readonly edited = output<string>();

  private readonly host = viewChild.required<ElementRef<HTMLElement>>('host');
  private readonly handle = signal<JsonEditorHandle | null>(null);
  protected readonly loaded = signal(false);
  protected readonly failed = signal(false);
  protected readonly keysHintId = () => `${this.labelledBy()}-keys`;

  constructor() {
    const destroyRef = inject(DestroyRef);
    afterNextRender(async () => {
      try {
        const { createJsonEditor } = await import('./json-code-editor-view');
        if (destroyRef.destroyed) return;
        const handle = createJsonEditor(this.host().nativeElement, {
          text: untracked(this.text),
          labelledBy: this.labelledBy(),
          describedBy: [this.describedBy(), this.keysHintId()].filter(Boolean).join(' '),
          onChange: (text) => this.edited.emit(text),
        });
        destroyRef.onDestroy(() => handle.destroy());
        this.handle.set(handle);
        this.loaded.set(true);
      } catch {
        this.failed.set(true);
      }
    });
    effect(() => this.handle()?.setText(this.text()));
    effect(() => this.handle()?.setFindings(this.findings()));
  }

  /** Moves the cursor to where a finding points (after the editor has loaded). */
  reveal(finding: Finding): void {
    this.handle()?.reveal(finding);
  }
}
