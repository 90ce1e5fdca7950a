import { TestBed } from '@angular/core/testing';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { forEachDiagnostic, forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import type { Finding } from '../data/validation-findings';
import { JsonCodeEditor } from './json-code-editor';
import { positionOf } from './json-code-editor-view';

const TEXT =
  '{\n  "@type": "Product",\n  "name": "Anvil",\n  "offers": [{ "@type": "Offer", "price": "abc" }]\n}';
const finding = (path: string | null, extra: Partial<Finding> = {}): Finding => ({
  severity: 'error',
  category: 'issues',
  path,
  text: 'x',
  ...extra,
});

async function mount(text: string) {
  const fixture = TestBed.createComponent(JsonCodeEditor);
  fixture.componentRef.setInput('text', text);
  fixture.componentRef.setInput('labelledBy', 'json-title');
  const edits: string[] = [];
  fixture.componentInstance.edited.subscribe((edit) => edits.push(edit));
  fixture.autoDetectChanges();
  await expect
    .poll(() => fixture.nativeElement.querySelector('.cm-content'), { timeout: 5000 })
    .toBeTruthy();
  return { fixture, element: fixture.nativeElement as HTMLElement, edits };
}

/** The diagnostics the editor holds now: what its gutter and underlines show. */
function diagnosticsOf(element: HTMLElement): { line: number; column: number; severity: string }[] {
  const view = EditorView.findFromDOM(element.querySelector('.cm-editor') as HTMLElement)!;
  const marked: { line: number; column: number; severity: string }[] = [];
  forEachDiagnostic(view.state, (diagnostic, from) => {
    const line = view.state.doc.lineAt(from);
    marked.push({ line: line.number, column: from - line.from + 1, severity: diagnostic.severity });
  });
  return marked;
}

describe('JsonCodeEditor', () => {
  it('finds the text of a finding by its path, down to the deepest part that exists', () => {
    const state = EditorState.create({ doc: TEXT, extensions: [json()] });
    const slice = (path: string | null, extra?: Partial<Finding>) => {
      const at = positionOf(state, finding(path, extra));
      return state.doc.sliceString(at.from, at.to);
    };
    expect(slice('name')).toBe('"name"');
    expect(slice('offers[0].price')).toBe('"price"');
    expect(slice('offers[0].priceCurrency')).toBe('{ "@type": "Offer", "price": "abc" }');
    expect(slice('image')).toBe('{');
    const at = positionOf(state, finding(null, { line: 3, column: 3 }));
    expect(at.from).toBe(state.doc.line(3).from + 2);
  });

  it('is labelled, highlights and numbers lines, and reports edits', async () => {
    const { element, edits } = await mount(TEXT);
    const content = element.querySelector('.cm-content')!;
    expect(content.getAttribute('aria-labelledby')).toBe('json-title');
    expect(content.getAttribute('aria-describedby')).toBe('json-title-keys');
    expect(
      element.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length,
    ).toBeGreaterThanOrEqual(5);
    expect(element.querySelector('.cm-line span[class]')).toBeTruthy();
    const view = EditorView.findFromDOM(element.querySelector('.cm-editor') as HTMLElement)!;
    view.dispatch({ changes: { from: 0, insert: ' ' } });
    expect(edits).toEqual([` ${TEXT}`]);
  });

  it('marks broken JSON where the parser stops, and validation findings at their path', async () => {
    const { fixture, element } = await mount('{\n  "name": "Anvil",\n  oops\n}');
    await expect
      .poll(() => element.querySelector('.cm-lint-marker-error'), { timeout: 5000 })
      .toBeTruthy();
    const view = EditorView.findFromDOM(element.querySelector('.cm-editor') as HTMLElement)!;
    const marked: { line: number; severity: string }[] = [];
    forEachDiagnostic(view.state, (diagnostic, from) =>
      marked.push({ line: view.state.doc.lineAt(from).number, severity: diagnostic.severity }),
    );
    expect(marked).toEqual([{ line: 3, severity: 'error' }]);

    fixture.componentRef.setInput('text', TEXT);
    fixture.componentRef.setInput('findings', [
      finding('offers[0].price', { severity: 'warning' }),
    ]);
    await expect
      .poll(() => element.querySelector('.cm-lint-marker-warning'), { timeout: 5000 })
      .toBeTruthy();
    expect(element.querySelector('.cm-lint-marker-error')).toBeNull();
    expect(element.querySelector('.cm-lintRange-warning')?.textContent).toBe('"price"');
  });

  it('shows no syntax error for an empty editor (a new schema has no JSON yet)', async () => {
    const { element } = await mount('');
    forceLinting(EditorView.findFromDOM(element.querySelector('.cm-editor') as HTMLElement)!);
    // The lint results arrive through a promise: one task later they are in.
    await new Promise((settled) => setTimeout(settled));
    expect(diagnosticsOf(element)).toEqual([]);
  });

  it("replaces the earlier text's diagnostics as soon as the form gives new text, without waiting for a pause", async () => {
    const { fixture, element } = await mount('{\n  "name": ');
    await expect.poll(() => diagnosticsOf(element).length, { timeout: 5000 }).toBe(1);

    // Filling in the form replaces the text on every keystroke, so the linter's pause may never come.
    fixture.componentRef.setInput('text', TEXT);
    await fixture.whenStable();
    expect(diagnosticsOf(element)).toEqual([]);
    expect(element.querySelector('.cm-lint-marker-error')).toBeNull();

    fixture.componentRef.setInput('text', '{\n  "name": "Anvil",\n  oops\n}');
    await fixture.whenStable();
    expect(diagnosticsOf(element)).toEqual([{ line: 3, column: 3, severity: 'error' }]);
  });
});
