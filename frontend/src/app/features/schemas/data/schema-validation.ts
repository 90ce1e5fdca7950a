import { Injectable, computed, inject, signal } from '@angular/core';
import type { JsonLdDocument, ValidateResult } from '@sdn/contracts';
import { EngineApi } from '../../../shared/api/engine-api';
import { clientError } from '../../../shared/data/api-error';
import { mutation } from '../../../shared/data/mutation';
import { editableNode } from './json-ld-document';
import { SchemaForm } from './schema-form';
import { findingsByField, findingsOf } from './validation-findings';

type Report = { json: string; result: ValidateResult };

/** A replacement of the document waiting for the user's yes: the validator's corrections or the service's JSON repair. */
export interface ProposedChange {
  kind: 'correction' | 'repair';
  /** The document (or, for a repair, the broken text) as it is now. */
  before: unknown;
  after: JsonLdDocument;
}

/**
 * Checks of the schema being edited: the browser's own checks before saving, the engine's validation report
 * (Schema.org, Google's rich-result rules, SEO advice) with its findings per field, and the changes it proposes
 * (corrected schema, repaired JSON) shown as a diff first and undoable once applied.
 */
@Injectable()
export class SchemaValidation {
  private readonly engine = inject(EngineApi);
  private readonly form = inject(SchemaForm);
  private readonly request = mutation((jsonString: string) => this.engine.validate(jsonString));
  private readonly repairRequest = mutation((jsonString: string) =>
    this.engine.validate(jsonString),
  );
  /** The latest report, with the exact JSON text it is about. */
  private readonly report = signal<Report | null>(null);
  private readonly proposalState = signal<ProposedChange | null>(null);
  /** What an applied change replaced: the text as it was and the report about it. */
  private readonly undoState = signal<{
    kind: ProposedChange['kind'];
    text: string;
    report: Report | null;
    applied: string;
  } | null>(null);

  readonly result = computed(() => this.report()?.result ?? null);
  readonly validating = this.request.pending;
  readonly error = this.request.error;
  /** Whether the report is about the document as it is now (not an earlier version). */
  readonly isCurrent = computed(() => this.report()?.json === this.form.canonicalJson());
  readonly findings = computed(() => {
    const result = this.result();
    return result ? findingsOf(result) : [];
  });
  /** The node the latest report is about, to tell which fields were edited since. */
  private readonly checkedNode = computed(() => {
    const json = this.report()?.json;
    return json ? editableNode(JSON.parse(json) as JsonLdDocument) : null;
  });
  /**
   * The latest report's findings on each form field (by property name). A field edited since that report keeps its
   * findings, marked as being about the value before the edit, until the next check.
   */
  readonly fieldFindings = computed(() => {
    const byField = findingsByField(this.findings());
    if (!this.report() || this.isCurrent()) return byField;
    const checked = this.checkedNode();
    const now = this.form.node();
    for (const [field, findings] of byField) {
      if (JSON.stringify(checked?.[field]) === JSON.stringify(now?.[field])) continue;
      byField.set(
        field,
        findings.map((finding) => ({ ...finding, text: `Before your edit: ${finding.text}` })),
      );
    }
    return byField;
  });
  readonly proposal = this.proposalState.asReadonly();
  /** The applied change that can be undone: only while the document is still what it made (a later edit would be lost). */
  readonly undoable = computed(() => {
    const state = this.undoState();
    return state && state.applied === this.form.canonicalJson() ? state.kind : null;
  });
  readonly repairing = this.repairRequest.pending;
  readonly repairError = this.repairRequest.error;

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

  /** Shows the validator's corrected schema beside the document; nothing changes until `accept()`. */
  reviewCorrected(): void {
    const corrected = this.result()?.correctedSchema;
    if (!corrected || typeof corrected !== 'object') return;
    this.proposalState.set({
      kind: 'correction',
      before: this.form.doc(),
      after: corrected as JsonLdDocument,
    });
  }

  /** Sends the JSON text that does not parse to the service's repair and shows what it made of it. */
  async repair(): Promise<boolean> {
    const text = this.form.jsonText();
    const answer = await this.repairRequest.run(text);
    if (!answer.ok) return false;
    const repaired = answer.value.correctedSchema;
    if (!repaired || typeof repaired !== 'object') {
      this.repairRequest.fail(
        clientError(
          'The service could not repair this JSON. Fix it at the marked line and column.',
        ),
      );
      return false;
    }
    this.proposalState.set({ kind: 'repair', before: text, after: repaired as JsonLdDocument });
    return true;
  }

  /** Another schema is opened: nothing of this one's checks carries over. */
  reset(): void {
    this.report.set(null);
    this.proposalState.set(null);
    this.undoState.set(null);
    this.request.reset();
    this.repairRequest.reset();
  }

  dismiss(): void {
    this.proposalState.set(null);
  }

  /** Applies the proposed document (it can be undone), then re-validates it: the spec's confirmation loop. */
  async accept(): Promise<void> {
    const proposal = this.proposalState();
    if (!proposal) return;
    const before = { kind: proposal.kind, text: this.form.jsonText(), report: this.report() };
    this.proposalState.set(null);
    this.form.replaceDocument(proposal.after);
    this.undoState.set({ ...before, applied: this.form.canonicalJson() });
    await this.validate();
  }

  /** Puts back the text and the report from before the applied change. */
  undo(): void {
    const previous = this.undoState();
    if (!previous || !this.undoable()) return;
    this.undoState.set(null);
    this.form.editJson(previous.text);
    this.report.set(previous.report);
  }
}
