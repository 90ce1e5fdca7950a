import { Location } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import type { ClientSiteDto } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import type { ApiError } from '../../../core/api/api-error';
import { AuthStore } from '../../../core/auth/auth-store';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { StatusChip } from '../../../shared/ui/status-chip';
import { ToastService } from '../../../shared/ui/toast.service';
import { SitesApi } from '../../sites/data/sites-api';
import { type FormField, readField } from '../data/json-ld-form';
import { pageUrlHints } from '../data/page-url-hint';
import { SchemaEditorStore } from '../data/schema-editor-store';
import type { SchemaTransition } from '../data/schemas-api';
import { PropertyField } from '../ui/property-field';
import { TypePicker } from '../ui/type-picker';
import { ValidationReport } from '../ui/validation-report';
import type { LeavableEditor } from './unsaved-changes.guard';
import { inputValue } from '../../../shared/ui/input-value';
import { sendToDevUrl } from '../../audit/data/audits-api';

/** Create or edit one schema: type, generated form, JSON editor, preview, validation and the status actions. */
@Component({
  selector: 'app-schema-editor-page',
  imports: [RouterLink, ErrorAlert, Spinner, StatusChip, PropertyField, TypePicker, ValidationReport],
  providers: [SchemaEditorStore],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './schema-editor-page.html',
  styleUrl: './schema-editor-page.css',
})
export class SchemaEditorPage implements LeavableEditor {
  readonly clientId = input.required<string>();
  /** Absent on the "new schema" route. */
  readonly schemaId = input<string | undefined>();

  protected readonly store = inject(SchemaEditorStore);
  protected readonly auth = inject(AuthStore);
  private readonly sitesApi = inject(SitesApi);
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);
  private readonly router = inject(Router);
  private readonly location = inject(Location);

  protected readonly site = signal<ClientSiteDto | null>(null);
  protected readonly pickingType = signal(false);
  protected readonly loaded = signal(false);
  /** White-label "Send to Dev" is an Agency feature. */
  protected readonly agency = computed(() => this.auth.plan() === 'agency');
  protected readonly sendToDevUrl = computed(() => sendToDevUrl.schema(this.clientId(), this.schemaId() ?? ''));
  protected readonly hints = computed(() => pageUrlHints(this.store.pageUrl(), this.site()?.websiteUrl));
  protected readonly showPicker = computed(() => this.pickingType() || !this.store.currentType());
  protected readonly removableFields = computed(() => new Set(this.store.fields().filter((f) => !f.required && !f.recommended).map((f) => f.name)));

  constructor() {
    effect(() => {
      const clientId = this.clientId();
      const schemaId = this.schemaId();
      untracked(() => void this.init(clientId, schemaId));
    });
  }

  private deleted = false;

  hasUnsavedChanges(): boolean {
    return !this.deleted && this.loaded() && this.store.dirty() && !!this.store.currentType();
  }

  forgetUnsavedChanges(): void {
    this.store.forgetUnsaved();
  }

  private async init(clientId: string, schemaId: string | undefined): Promise<void> {
    this.loaded.set(false);
    firstValueFrom(this.sitesApi.get(clientId)).then((site) => this.site.set(site), () => undefined);
    if (schemaId) {
      try {
        await this.store.load(clientId, schemaId);
      } catch {
        // The store keeps the error for the page to show.
      }
    } else {
      this.store.startNew(clientId);
    }
    this.loaded.set(true);
  }

  protected valueFor(field: FormField) {
    return readField(this.store.node(), field);
  }

  protected async pickType(type: string): Promise<void> {
    this.pickingType.set(false);
    if (!this.store.name().trim()) this.store.name.set(`${type} schema`);
    await this.store.chooseType(type);
  }

  protected onName(event: Event): void {
    this.store.name.set(inputValue(event));
  }

  protected onPageUrl(event: Event): void {
    this.store.pageUrl.set(inputValue(event));
  }

  protected onJson(event: Event): void {
    this.store.editJson(inputValue(event));
  }

  protected onAddProperty(event: Event): void {
    const select = event.target as HTMLSelectElement;
    this.store.addField(select.value);
    const name = select.value;
    select.value = '';
    setTimeout(() => document.getElementById(`prop-${name}`)?.focus());
  }

  protected async saveDraft(): Promise<boolean> {
    const wasNew = this.store.isNew();
    try {
      const schema = await this.store.save();
      if (wasNew) this.location.replaceState(`/sites/${this.clientId()}/schemas/${schema.id}`);
      this.toasts.show(wasNew ? 'Draft saved' : 'Changes saved');
      return true;
    } catch {
      return false;
    }
  }

  protected async validate(): Promise<void> {
    await this.store.validate();
  }

  protected async publish(): Promise<void> {
    if ((this.store.isNew() || this.store.dirty()) && !(await this.saveDraft())) return;
    const result = this.store.validationIsCurrent() ? this.store.validation() : await this.store.validate();
    if (!result) {
      const go = await this.confirm.ask({
        title: 'Publish without validation?',
        message: `The schema could not be validated (${this.store.validationError()?.message ?? 'unknown error'}). Publish it anyway?`,
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
    if (this.store.dirty() && !(await this.saveDraft())) return;
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
      message: `"${this.store.name()}" stops being delivered at once and is deleted. This cannot be undone.`,
      confirmLabel: 'Delete schema',
      danger: true,
    });
    if (!go) return;
    try {
      await this.store.remove();
      this.deleted = true;
      this.toasts.show('Schema deleted');
      await this.router.navigate(['/sites', this.clientId()]);
    } catch {
      // Shown by the error alert.
    }
  }

  private async runTransition(action: SchemaTransition, message: string): Promise<void> {
    try {
      await this.store.transition(action);
      this.toasts.show(message);
    } catch (error) {
      this.toasts.show((error as ApiError).message, 'error');
    }
  }
}
