import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
  temporarilySetTabFocusMode,
} from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import {
  bracketMatching,
  defaultHighlightStyle,
  ensureSyntaxTree,
  foldGutter,
  syntaxHighlighting,
} from '@codemirror/language';
import {
  type Diagnostic,
  forceLinting,
  lintGutter,
  linter,
  setDiagnostics,
} from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { Finding } from '../data/validation-findings';

/**
 * CodeMirror 6 set up for JSON-LD. Only `json-code-editor.ts` imports this file, and only dynamically, so the editor's
 * code is its own chunk, loaded when the editor page first shows it.
 */
export interface JsonEditorHandle {
  setText(text: string): void;
  setFindings(findings: readonly Finding[]): void;
  /** Puts the cursor on the place a finding is about and focuses the editor. */
  reveal(finding: Finding): void;
  destroy(): void;
}

export interface JsonEditorOptions {
  text: string;
  labelledBy: string;
  describedBy: string;
  onChange(text: string): void;
}

type SyntaxNode = NonNullable<ReturnType<typeof ensureSyntaxTree>>['topNode'];

export function createJsonEditor(
  parent: HTMLElement,
  options: JsonEditorOptions,
): JsonEditorHandle {
  let findings: readonly Finding[] = [];
  let applying = false;
  const parseLinter = jsonParseLinter();
  // An empty editor is a schema with no JSON yet, not a syntax error (the form says the same).
  const lint = (editor: EditorView): Diagnostic[] => {
    if (!editor.state.doc.toString().trim()) return [];
    const syntax = parseLinter(editor);
    return syntax.length ? syntax : findingDiagnostics(editor.state, findings);
  };
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        // Wrapped lines: the editor sits in a narrow column, and pasted JSON-LD is often one long line.
        lineNumbers(),
        foldGutter(),
        history(),
        bracketMatching(),
        highlightActiveLine(),
        json(),
        EditorView.lineWrapping,
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(),
        linter(lint, { delay: 250 }),
        // Tab indents, but Escape first hands Tab back to the page: the keyboard is never trapped here.
        keymap.of([
          { key: 'Escape', run: temporarilySetTabFocusMode },
          indentWithTab,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.contentAttributes.of({
          'aria-labelledby': options.labelledBy,
          'aria-describedby': options.describedBy,
          'aria-multiline': 'true',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !applying) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  return {
    setText(text) {
      if (text === view.state.doc.toString()) return;
      applying = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      applying = false;
      // The linter waits for a pause, and every form keystroke replaces the text again: meanwhile the replaced
      // text's diagnostics, mapped onto the new one, would stay (an earlier parse error pinned to line 1, column 1).
      view.dispatch(setDiagnostics(view.state, lint(view)));
    },
    setFindings(next) {
      findings = next;
      forceLinting(view);
    },
    reveal(finding) {
      const at = positionOf(view.state, finding);
      view.dispatch({ selection: { anchor: at.from }, scrollIntoView: true });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}

function findingDiagnostics(state: EditorState, findings: readonly Finding[]): Diagnostic[] {
  return findings
    .filter((finding) => finding.path !== null)
    .map((finding) => ({
      ...positionOf(state, finding),
      severity: finding.severity,
      message: finding.path ? `${finding.path}: ${finding.text}` : finding.text,
    }));
}

/** Where a finding points in the text: its line and column, or the deepest part of its path that exists. */
export function positionOf(state: EditorState, finding: Finding): { from: number; to: number } {
  const doc = state.doc;
  if (finding.line) {
    const line = doc.line(Math.min(finding.line, doc.lines));
    const at = Math.min(line.from + (finding.column ?? 1) - 1, line.to);
    return { from: at, to: at };
  }
  const tree = ensureSyntaxTree(state, doc.length, 200);
  let value = tree?.topNode.firstChild ?? null;
  let mark: { from: number; to: number } = value
    ? { from: value.from, to: Math.min(value.from + 1, doc.length) }
    : { from: 0, to: 0 };
  for (const segment of segmentsOf(finding.path ?? '')) {
    if (!value) break;
    const found =
      typeof segment === 'number' ? element(value, segment) : property(value, segment, doc);
    if (!found) break;
    mark = { from: found.mark.from, to: found.mark.to };
    value = found.value;
  }
  return mark;
}

function segmentsOf(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) =>
    match[2] !== undefined ? Number(match[2]) : match[1]!,
  );
}

function property(
  node: SyntaxNode,
  name: string,
  doc: Text,
): { mark: SyntaxNode; value: SyntaxNode | null } | null {
  if (node.name !== 'Object') return null;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const key = child.name === 'Property' ? child.firstChild : null;
    if (key?.name === 'PropertyName' && keyText(doc.sliceString(key.from, key.to)) === name) {
      return { mark: key, value: child.lastChild === key ? null : child.lastChild };
    }
  }
  return null;
}

function element(node: SyntaxNode, index: number): { mark: SyntaxNode; value: SyntaxNode } | null {
  if (node.name !== 'Array') return null;
  let position = 0;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.type.isError || ['[', ']', ','].includes(child.name)) continue;
    if (position++ === index) return { mark: child, value: child };
  }
  return null;
}

function keyText(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}
