import { Injectable, computed, inject, signal } from '@angular/core';
import type { JsonLdDocument, ValidateResult } from '@sdn/contracts';
import { EngineApi } from '../../../shared/api/engine-api';
import { clientError } from '../../../shared/data/api-error';
import { mutation } from '../../../shared/data/mutation';
import { SchemaForm } from './schema-form';

/**
 * Checks of the schema being edited: the browser's own checks before saving, and the engine's validation report
 * (Schema.org, Google's rich-result rules, SEO advice) with its corrected schema.
 */
@Injectable()
export class SchemaValidation {
  private readonly engine = inject(EngineApi);
  private readonly form = inject(SchemaForm);
  private readonly request = mutation((jsonString: string) => this.engine.validate(jsonString));
  /** The latest report, with the exact JSON text it is about. */
  private readonly report = signal<{ json: string; result: ValidateResult } | null>(null);

  readonly result = computed(() => this.report()?.result ?? null);
  readonly validating = this.request.pending;
  readonly error = this.request.error;
  /** Whether the report is about the document as it is now (not an earlier version). */
  readonly isCurrent = computed(() => this.report()?.json === this.form.canonicalJson());

  /** Why the schema cannot be saved yet, or null: checked here so the server is not asked in vain. */
  problemBeforeSave(): string | null {
    const jsonError = this.form.jsonError();
    if (jsonError) return `Fix the JSON first. ${jsonError}`;
    if (!this.form.doc() || !this.form.currentType()) return 'Choose a schema type first.';
    if (!this.form.name().trim()) return 'Give the schema a name.';
    if (!this.form.pageUrl().trim()) return 'Enter the page URL the schema is for.';
    return null;
  }

  async validate(): Promise<ValidateResult | null> {
    const problem = this.form.jsonError() ?? (this.form.doc() ? null : 'Choose a type first.');
    if (problem) {
      this.request.fail(clientError(problem));
      return null;
    }
    const json = this.form.canonicalJson();
    const answer = await this.request.run(json);
    if (!answer.ok) return null;
    this.report.set({ json, result: answer.value });
    return answer.value;
  }

  /** Replaces the document with the validator's corrected schema, then re-validates it (the spec's confirmation loop). */
  async applyCorrected(): Promise<void> {
    const corrected = this.result()?.correctedSchema;
    if (!corrected || typeof corrected !== 'object') return;
    this.form.replaceDocument(corrected as JsonLdDocument);
    await this.validate();
  }
}
