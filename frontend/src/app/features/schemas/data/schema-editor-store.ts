import { Injectable, computed, inject, linkedSignal, signal } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { SchemaDto } from '@sdn/contracts';
import { tap } from 'rxjs';
import { type SchemaTransition, SchemasApi } from '../../../shared/api/schemas-api';
import { clientError } from '../../../shared/data/api-error';
import { type MutationResult, mutation } from '../../../shared/data/mutation';
import { resourceError } from '../../../shared/data/resource-signals';
import { SchemaDraftStorage } from './schema-draft-storage';
import { SchemaForm } from './schema-form';
import { SchemaValidation } from './schema-validation';

export type EditorAction = 'save' | SchemaTransition | 'delete';

interface Target {
  clientId: string;
  schemaId: string | null;
}

/**
 * One schema as the server knows it: which one is open, loading it into the form, and the server actions (save,
 * publish, pause, unpause, delete) with their progress and errors. The values being edited live in `SchemaForm`,
 * the checks in `SchemaValidation`, the unsaved-draft keeping in `SchemaDraftStorage`.
 */
@Injectable()
export class SchemaEditorStore {
  private readonly api = inject(SchemasApi);
  private readonly form = inject(SchemaForm);
  private readonly checks = inject(SchemaValidation);
  private readonly drafts = inject(SchemaDraftStorage);

  private readonly target = signal<Target | null>(null);
  /** Loads the opened schema and fills the form with it as it arrives. */
  private readonly loaded = rxResource({
    params: () => {
      const target = this.target();
      return target?.schemaId
        ? { clientId: target.clientId, schemaId: target.schemaId }
        : undefined;
    },
    stream: ({ params }) =>
      this.api.get(params.clientId, params.schemaId).pipe(
        tap((schema) => {
          this.adopt(schema);
          this.drafts.watch(params.clientId, schema.id);
        }),
      ),
  });
  /** The saved schema; save and the status actions replace it with the server's answers. */
  private readonly record = linkedSignal<SchemaDto | null>(() =>
    this.loaded.hasValue() ? (this.loaded.value() ?? null) : null,
  );
  private readonly loadError = resourceError(this.loaded);

  private readonly saving = mutation((target: Target, schemaId: string | null) => {
    const body = {
      name: this.form.name().trim(),
      pageUrl: this.form.pageUrl().trim(),
      jsonLd: this.form.doc()!,
    };
    return schemaId
      ? this.api.update(target.clientId, schemaId, body)
      : this.api.create(target.clientId, body);
  });
  private readonly transitioning = mutation(
    (target: Target, schemaId: string, action: SchemaTransition) =>
      this.api.transition(target.clientId, schemaId, action),
  );
  private readonly deleting = mutation((target: Target, schemaId: string) =>
    this.api.remove(target.clientId, schemaId),
  );
  private readonly transitionRunning = signal<SchemaTransition>('publish');

  readonly isNew = computed(() => !this.record());
  readonly status = computed(() => this.record()?.status ?? null);
  /** The saved schema's id and last change, for panels that follow it (history). */
  readonly savedId = computed(() => this.record()?.id ?? null);
  readonly savedAt = computed(() => this.record()?.updatedAt ?? null);
  /** The opened schema is on screen (loaded, failed to load, or a new one). */
  readonly ready = computed(() => !!this.target() && !this.loaded.isLoading());
  readonly busy = computed<EditorAction | null>(() => {
    if (this.saving.pending()) return 'save';
    if (this.transitioning.pending()) return this.transitionRunning();
    return this.deleting.pending() ? 'delete' : null;
  });
  /** The latest action's refusal (one action's error replaces another's), else a failed load. */
  readonly error = computed(
    () =>
      this.saving.error() ??
      this.transitioning.error() ??
      this.deleting.error() ??
      this.loadError(),
  );
  /** The server's messages per field of the latest save. */
  readonly fieldErrors = this.saving.fieldErrors;

  /** Opens a saved schema (loaded from the server) or, without an id, a new one with no type chosen yet. */
  open(clientId: string, schemaId: string | null): void {
    this.drafts.pause();
    this.resetActions();
    this.checks.reset();
    this.target.set({ clientId, schemaId });
    if (!schemaId) {
      this.record.set(null);
      this.form.reset({ name: '', pageUrl: '', jsonLd: null });
      this.drafts.watch(clientId, null);
    }
  }

  /** Creates the draft or saves the changes. */
  async save(): Promise<MutationResult<SchemaDto>> {
    const target = this.target();
    const problem = target ? this.checks.problemBeforeSave() : 'Open a schema first.';
    this.resetActions();
    if (problem || !target) {
      const error = clientError(problem ?? '');
      this.saving.fail(error);
      return { ok: false, error };
    }
    const record = this.record();
    const result = await this.saving.run(target, record?.id ?? null);
    if (result.ok) {
      this.adopt(result.value);
      if (!record) this.drafts.moveNewTo(target.clientId, result.value.id);
    }
    return result;
  }

  async transition(action: SchemaTransition): Promise<MutationResult<SchemaDto>> {
    const target = this.target();
    const record = this.record();
    this.resetActions();
    if (!target || !record) {
      const error = clientError('Save the schema first.');
      this.transitioning.fail(error);
      return { ok: false, error };
    }
    this.transitionRunning.set(action);
    const result = await this.transitioning.run(target, record.id, action);
    if (result.ok) this.record.set(result.value);
    return result;
  }

  async remove(): Promise<MutationResult<void>> {
    const target = this.target();
    const record = this.record();
    if (!target || !record) return { ok: true, value: undefined };
    this.resetActions();
    return this.deleting.run(target, record.id);
  }

  /** A schema the server changed by another action (a restored revision) replaces the record and the form. */
  adoptChanged(schema: SchemaDto): void {
    this.resetActions();
    this.adopt(schema);
  }

  /** The server's version of the schema becomes what the form edits and compares against. */
  private adopt(schema: SchemaDto): void {
    this.record.set(schema);
    this.form.reset({ name: schema.name, pageUrl: schema.pageUrl, jsonLd: schema.jsonLd });
  }

  /** Each action starts with a clean slate: only its own error is shown. */
  private resetActions(): void {
    this.saving.reset();
    this.transitioning.reset();
    this.deleting.reset();
  }
}
