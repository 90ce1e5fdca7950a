import { Location } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { DEFAULT_TRASH_RETENTION_DAYS, type RestoreRevisionResponse } from '@sdn/contracts';
import { AuthStore } from '../../../core/auth/auth-store';
import { sendToDevUrl } from '../../../shared/api/send-to-dev-url';
import { DownloadButton } from '../../../shared/ui/download-button';
import type { SchemaTransition } from '../../../shared/api/schemas-api';
import { SitesApi } from '../../../shared/api/sites-api';
import { valueOr } from '../../../shared/data/resource-signals';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Spinner } from '../../../shared/ui/spinner';
import { StatusChip } from '../../../shared/ui/status-chip';
import { ToastService } from '../../../shared/ui/toast.service';
import { CopywriterStore, TONES } from '../data/copywriter-store';
import { type FormField, readField } from '../data/json-ld-form';
import { pageUrlHints } from '../data/page-url-hint';
import { SchemaDraftStorage } from '../data/schema-draft-storage';
import { SchemaEditorStore } from '../data/schema-editor-store';
import { SchemaForm } from '../data/schema-form';
import { SchemaValidation } from '../data/schema-validation';
import { CopySuggestionView } from '../ui/copy-suggestion';
import { FromUrlPanel, type FromUrlResult } from '../ui/from-url-panel';
import { NodeEditor } from '../ui/node-editor';
import { PropertyField } from '../ui/property-field';
import { TypePicker } from '../ui/type-picker';
import { type Finding, fieldOf } from '../data/validation-findings';
import { JsonCodeEditor } from '../ui/json-code-editor';
import { ProposedChangeView } from '../ui/proposed-change';
import { SchemaHistoryPanel } from '../ui/schema-history-panel';
import { SerpPreview } from '../ui/serp-preview';
import { ValidationReport } from '../ui/validation-report';
import type { LeavableEditor } from './unsaved-changes.guard';
import { focusSoon } from '../ui/focus-soon';

/** Create or edit one schema: type, generated form, JSON editor, preview, validation and the status actions. */
@Component({
  selector: 'app-schema-editor-page',
  imports: [
    RouterLink,
    DownloadButton,
    ErrorAlert,
    FromUrlPanel,
    Spinner,
    StatusChip,
    PropertyField,
    NodeEditor,
    TypePicker,
    ValidationReport,
    CopySuggestionView,
    JsonCodeEditor,
    ProposedChangeView,
    SerpPreview,
    SchemaHistoryPanel,
  ],
  providers: [SchemaForm, SchemaValidation, SchemaDraftStorage, SchemaEditorStore, CopywriterStore],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './schema-editor-page.html',
  styleUrl: './schema-editor-page.css',
})
export class SchemaEditorPage implements LeavableEditor {
  readonly clientId = input.required<string>();
  /** Absent on the "new schema" route. */
  readonly schemaId = input<string | undefined>();

  protected readonly store = inject(SchemaEditorStore);
  protected readonly form = inject(SchemaForm);
  protected readonly checks = inject(SchemaValidation);
  protected readonly drafts = inject(SchemaDraftStorage);
  protected readonly auth = inject(AuthStore);
  /** The copywriting agent (Pro and Agency): suggestions beside their fields, applied on click. */
  protected readonly copy = inject(CopywriterStore);
  protected readonly tones = TONES;
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);
  private readonly router = inject(Router);
  private readonly location = inject(Location);
  private readonly injector = inject(Injector);

  /** The site's name for the breadcrumb and its address for the page-URL hints. */
  protected readonly site = valueOr(
    inject(SitesApi).site(() => this.clientId()),
    null,
  );
  protected readonly pickingType = signal(false);
  protected readonly fromUrlOpen = signal(false);
  protected readonly historyOpen = signal(false);
  /** White-label "Send to Dev" is an Agency feature. */
  protected readonly agency = computed(() => this.auth.plan() === 'agency');
  protected readonly sendToDevUrl = computed(() =>
    sendToDevUrl.schema(this.clientId(), this.schemaId() ?? ''),
  );
  protected readonly hints = computed(() =>
    pageUrlHints(this.form.pageUrl(), this.site()?.websiteUrl),
  );
  protected readonly showPicker = computed(() => this.pickingType() || !this.form.currentType());
  protected readonly removableFields = computed(
    () =>
      new Set(
        this.form
          .fields()
          .filter((f) => !f.required && !f.recommended)
          .map((f) => f.name),
      ),
  );
  private deleted = false;
  private readonly codeEditor = viewChild(JsonCodeEditor);
  protected readonly fieldNames = computed(() => this.form.fields().map((field) => field.name));

  constructor() {
    effect(() => {
      const clientId = this.clientId();
      const schemaId = this.schemaId() ?? null;
      untracked(() => this.store.open(clientId, schemaId));
    });
  }

  hasUnsavedChanges(): boolean {
    return !this.deleted && this.store.ready() && this.form.dirty() && !!this.form.currentType();
  }

  forgetUnsavedChanges(): void {
    this.drafts.forget();
  }

  protected valueFor(field: FormField) {
    return readField(this.form.node(), field);
  }

  protected pickType(type: string): void {
    this.pickingType.set(false);
    if (!this.form.name().trim()) this.form.name.set(`${type} schema`);
    this.form.chooseType(type);
    // The picker that had focus is gone: keep keyboard users next to the form they continue with.
    afterNextRender(() => document.getElementById('change-type')?.focus(), {
      injector: this.injector,
    });
  }

  /** "Use this" in From URL: the generated document replaces the editor's, ready to review and save as a draft. */
  protected useFromUrl({ url, response }: FromUrlResult): void {
    this.pickingType.set(false);
    this.form.replaceDocument(response.jsonLd);
    if (!this.form.pageUrl().trim()) this.form.pageUrl.set(url);
    const name = this.form.name().trim();
    if (!name || / schema$/.test(name))
      this.form.name.set(`${response.schemaType}: ${url.replace(/^https?:\/\//, '')}`);
    this.fromUrlOpen.set(false);
    this.toasts.show('Filled from the page: review it, then save it as a draft');
  }

  protected onName(event: Event): void {
    this.form.name.set(inputValue(event));
  }

  protected onTone(event: Event): void {
    this.copy.tone.set(inputValue(event) as (typeof TONES)[number]['value']);
  }

  /** Suggestions for properties the form does not show yet: listed under the copywriter's controls instead. */
  protected readonly unplacedSuggestions = computed(() =>
    this.copy.unplaced(this.form.fields().map((field) => field.name)),
  );

  protected onPageUrl(event: Event): void {
    this.form.pageUrl.set(inputValue(event));
  }

  /** "Show field" / "Show in JSON" in the report: the field's input when the form shows it, else the JSON text. */
  protected locate(finding: Finding): void {
    const place = fieldOf(finding);
    const input = place && document.getElementById(`prop-${place.field}`);
    if (input) {
      input.scrollIntoView({ block: 'center' });
      input.focus();
    } else {
      this.codeEditor()?.reveal(finding);
    }
  }

  protected async acceptChange(): Promise<void> {
    const kind = this.checks.proposal()?.kind;
    await this.checks.accept();
    this.toasts.show(
      kind === 'repair'
        ? 'Repaired JSON applied: Undo is beside the editor'
        : 'Corrections applied: Undo is in the validation panel',
    );
  }

  protected onAddProperty(select: HTMLSelectElement): void {
    this.form.addField(select.value);
    const name = select.value;
    select.value = '';
    if (name) focusSoon(`prop-${name}`);
  }

  protected async saveDraft(): Promise<boolean> {
    const wasNew = this.store.isNew();
    const result = await this.store.save();
    if (!result.ok) return false;
    if (wasNew) this.location.replaceState(`/sites/${this.clientId()}/schemas/${result.value.id}`);
    this.toasts.show(wasNew ? 'Draft saved' : 'Changes saved');
    return true;
  }

  protected async validate(): Promise<void> {
    await this.checks.validate();
  }

  protected async publish(): Promise<void> {
    if ((this.store.isNew() || this.form.dirty()) && !(await this.saveDraft())) return;
    const result = this.checks.isCurrent() ? this.checks.result() : await this.checks.validate();
    if (!result) {
      const go = await this.confirm.ask({
        title: 'Publish without validation?',
        message: `The schema could not be validated (${this.checks.error()?.message ?? 'unknown error'}). Publish it anyway?`,
        confirmLabel: 'Publish anyway',
        danger: true,
      });
      if (!go) return;
    } else if (!result.isValid) {
      const go = await this.confirm.ask({
        title: 'Publish with errors?',
        message:
          `The validator found ${result.issues.length} error(s):\n• ${result.issues.slice(0, 5).join('\n• ')}\n\n` +
          'Publishing is allowed, but search engines may ignore or mishandle invalid markup.',
        confirmLabel: 'Publish anyway',
        danger: true,
      });
      if (!go) return;
    }
    await this.runTransition('publish', 'Published: delivered on its page from the next request');
  }

  protected async pause(): Promise<void> {
    await this.runTransition('pause', 'Paused: delivery stopped');
  }

  protected async unpause(): Promise<void> {
    if (this.form.dirty() && !(await this.saveDraft())) return;
    await this.runTransition('unpause', 'Unpaused: delivery resumed');
  }

  protected async saveLive(): Promise<void> {
    if (this.store.status() === 'published') {
      const go = await this.confirm.ask({
        title: 'Update the live schema?',
        message: 'This schema is published: your changes are delivered from the next page view.',
        confirmLabel: 'Save and go live',
      });
      if (!go) return;
    }
    await this.saveDraft();
  }

  protected async remove(): Promise<void> {
    const go = await this.confirm.ask({
      title: 'Delete this schema?',
      message: `"${this.form.name()}" stops being delivered at once and goes to the Trash, where it can be restored for ${DEFAULT_TRASH_RETENTION_DAYS} days.`,
      confirmLabel: 'Delete schema',
      danger: true,
    });
    if (!go) return;
    // A refusal is shown by the error alert.
    if (!(await this.store.remove()).ok) return;
    this.deleted = true;
    this.toasts.show('Schema moved to the Trash');
    await this.router.navigate(['/sites', this.clientId()]);
  }

  /** A restored revision is the schema's content now: the editor shows it. */
  protected onRestored({ schema, revision }: RestoreRevisionResponse): void {
    this.store.adoptChanged(schema);
    const where =
      schema.status === 'published'
        ? 'delivered from the next page view'
        : `${schema.status}, not delivered`;
    this.toasts.show(
      `Revision #${revision.restoredFrom} restored as #${revision.number}: ${where}`,
    );
  }

  private async runTransition(action: SchemaTransition, message: string): Promise<void> {
    const result = await this.store.transition(action);
    this.toasts.show(result.ok ? message : result.error.message, result.ok ? 'success' : 'error');
  }
}
