import { HttpClient } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import type {
  CopySuggestion,
  CopySuggestionsRequest,
  CopySuggestionsResponse,
  CopyTone,
  JsonLdObject,
} from '@sdn/contracts';
import { mutation } from '../../../shared/data/mutation';
import { SchemaForm } from './schema-form';

export const TONES: readonly { value: CopyTone; label: string }[] = [
  { value: 'neutral', label: 'Neutral' },
  { value: 'friendly', label: 'Friendly' },
  { value: 'professional', label: 'Professional' },
  { value: 'persuasive', label: 'Persuasive' },
];

/**
 * Writes `text` at a dotted path of the node (`mainEntity.0.acceptedAnswer.text`) in a copy; missing steps are
 * created (an answer node for `acceptedAnswer`, a list before a numeric step).
 */
export function withTextAt(node: JsonLdObject, path: string, text: string): JsonLdObject {
  const keys = path.split('.');
  const root = structuredClone(node) as Record<string, unknown>;
  let cursor: Record<string, unknown> = root;
  keys.slice(0, -1).forEach((key, index) => {
    let child = cursor[key];
    if (typeof child !== 'object' || child === null) {
      child =
        key === 'acceptedAnswer' ? { '@type': 'Answer' } : /^\d+$/.test(keys[index + 1]!) ? [] : {};
      cursor[key] = child;
    }
    cursor = child as Record<string, unknown>;
  });
  cursor[keys.at(-1)!] = text;
  return root as JsonLdObject;
}

/**
 * The copywriting agent in the editor: asks for suggestions for the document being edited (with its page URL and
 * the chosen tone) and keeps them beside their fields. Nothing changes in the document until `apply()`, which the
 * page calls only from the user's click on that suggestion.
 */
@Injectable()
export class CopywriterStore {
  private readonly http = inject(HttpClient);
  private readonly form = inject(SchemaForm);

  readonly tone = signal<CopyTone>('neutral');
  private readonly answer = signal<CopySuggestionsResponse | null>(null);
  readonly suggestions = computed(() => this.answer()?.suggestions ?? []);
  readonly source = computed(() => this.answer()?.source ?? null);
  readonly notes = computed(() => this.answer()?.notes ?? []);
  readonly request = mutation((body: CopySuggestionsRequest) =>
    this.http.post<CopySuggestionsResponse>('/api/copywriter/suggestions', body),
  );

  /** Asks for suggestions for every descriptive field of the current document. */
  async suggest(): Promise<void> {
    const node = this.form.node();
    if (!node) return;
    const pageUrl = this.form.pageUrl().trim();
    const result = await this.request.run({
      jsonLd: node,
      tone: this.tone(),
      ...(pageUrl ? { pageUrl } : {}),
    });
    if (result.ok) this.answer.set(result.value);
  }

  /** The suggestions for one form field: its own (`description`) and those inside it (`mainEntity.0...`). */
  forField(name: string): CopySuggestion[] {
    return this.suggestions().filter((s) => s.field === name || s.field.startsWith(`${name}.`));
  }

  /** The suggestions for properties not among `shown` (the form's fields), so none is out of sight. */
  unplaced(shown: readonly string[]): CopySuggestion[] {
    return this.suggestions().filter((s) => !shown.includes(s.field.split('.')[0]!));
  }

  /** The user's click: writes the suggestion into the document, then it leaves the list. */
  apply(suggestion: CopySuggestion): void {
    const node = this.form.node();
    if (!node) return;
    this.form.replaceDocument(withTextAt(node, suggestion.field, suggestion.text));
    this.dismiss(suggestion);
  }

  dismiss(suggestion: CopySuggestion): void {
    const answer = this.answer();
    if (answer)
      this.answer.set({
        ...answer,
        suggestions: answer.suggestions.filter((s) => s !== suggestion),
      });
  }
}
