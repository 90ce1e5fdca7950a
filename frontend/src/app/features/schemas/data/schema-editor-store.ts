import { Injectable, computed, effect, inject, signal } from '@angular/core';
import type { JsonLdDocument, JsonLdObject, SchemaDto, ValidateResult, VocabularyTypeDetail } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { type ApiError, clientError, toApiError } from '../../../core/api/api-error';
import { EngineApi } from './engine-api';
import { VocabularyCache } from './vocabulary-cache';
import {
  type FieldInput, type FormField, addableProperties, editableNode, formFields, parseDocument, primaryType, stringifyDocument,
  withType, writeField,
} from './json-ld-form';
import { type SchemaTransition, SchemasApi } from './schemas-api';

export type EditorAction = 'load' | 'save' | SchemaTransition | 'delete';

interface Snapshot {
  name: string;
  pageUrl: string;
  json: string;
}

/** Whether two snapshots differ in name, page URL or JSON text. */
function differs(a: Snapshot, b: Snapshot): boolean {
  return a.name !== b.name || a.pageUrl !== b.pageUrl || a.json !== b.json;
}

/**
 * One schema being edited. The JSON-LD document is the single source of truth: the generated form writes into it,
 * the JSON editor parses into it, and the preview and validation read from it.
 */
@Injectable()
export class SchemaEditorStore {
  private readonly schemasApi = inject(SchemasApi);
  private readonly engine = inject(EngineApi);
  private readonly vocabulary = inject(VocabularyCache);

  private clientId = '';
  private readonly record = signal<SchemaDto | null>(null);
  private readonly saved = signal<Snapshot>({ name: '', pageUrl: '', json: '' });

  readonly schema = this.record.asReadonly();
  readonly name = signal('');
  readonly pageUrl = signal('');
  private readonly docState = signal<JsonLdDocument | null>(null);
  readonly doc = this.docState.asReadonly();
  private readonly jsonTextState = signal('');
  readonly jsonText = this.jsonTextState.asReadonly();
  private readonly jsonErrorState = signal<string | null>(null);
  readonly jsonError = this.jsonErrorState.asReadonly();

  private readonly typeDetailState = signal<VocabularyTypeDetail | null>(null);
  readonly typeDetail = this.typeDetailState.asReadonly();
  readonly typeLoading = signal(false);
  readonly typeError = signal<ApiError | null>(null);
  private readonly addedFields = signal<string[]>([]);

  readonly validation = signal<ValidateResult | null>(null);
  /** The exact JSON text the current validation result is about. */
  private readonly validatedJson = signal<string | null>(null);
  readonly validating = signal(false);
  readonly validationError = signal<ApiError | null>(null);

  readonly busy = signal<EditorAction | null>(null);
  readonly error = signal<ApiError | null>(null);
  readonly fieldErrors = signal<Record<string, string[]>>({});

  readonly isNew = computed(() => !this.record());
  readonly status = computed(() => this.record()?.status ?? null);
  readonly currentType = computed(() => primaryType(this.docState()));
  readonly node = computed(() => editableNode(this.docState()));
  readonly fields = computed<FormField[]>(() => {
    const detail = this.typeDetailState();
    return detail ? formFields(detail, this.node(), this.addedFields()) : [];
  });
  readonly addable = computed(() => {
    const detail = this.typeDetailState();
    return detail ? addableProperties(detail, this.fields()) : [];
  });
  readonly canonicalJson = computed(() => (this.docState() ? stringifyDocument(this.docState()!) : ''));
  /** Empty exactly when there is no document: a document's JSON is never empty text. */
  readonly preview = computed(() => {
    const json = this.canonicalJson();
    return json ? `<script type="application/ld+json">\n${json}\n</script>` : '';
  });
  readonly dirty = computed(() => differs(this.saved(), { name: this.name(), pageUrl: this.pageUrl(), json: this.canonicalJson() }));
  readonly validationIsCurrent = computed(() => this.validatedJson() === this.canonicalJson());
  /** Unsaved edits kept from an earlier visit (for example before the session expired), offered for restore. */
  readonly restorable = signal<Snapshot | null>(null);
  private readonly draftKey = signal<string | null>(null);

  constructor() {
    // Unsaved edits survive a session expiry or a reload: they wait in this tab's sessionStorage until saved.
    effect(() => {
      const key = this.draftKey();
      // While an earlier draft awaits the user's choice, it must not be overwritten by the freshly loaded state.
      if (!key || this.busy() === 'load' || this.restorable()) return;
      const snapshot: Snapshot = { name: this.name(), pageUrl: this.pageUrl(), json: this.jsonText() };
      const saved = this.saved();
      const unsaved = snapshot.json !== '' && differs(snapshot, saved);
      if (unsaved) sessionStorage.setItem(key, JSON.stringify(snapshot));
      else sessionStorage.removeItem(key);
    });
  }

  restoreDraft(): void {
    const draft = this.restorable();
    if (!draft) return;
    this.restorable.set(null);
    this.name.set(draft.name);
    this.pageUrl.set(draft.pageUrl);
    const previousType = this.currentType();
    this.editJson(draft.json);
    const type = this.currentType();
    if (type && type === previousType && !this.typeDetailState()) void this.loadType(type);
  }

  /** The user chose to leave without saving: forget the edits for good. */
  forgetUnsaved(): void {
    const key = this.draftKey();
    this.draftKey.set(null);
    if (key) sessionStorage.removeItem(key);
  }

  discardDraft(): void {
    this.restorable.set(null);
    const key = this.draftKey();
    if (key) sessionStorage.removeItem(key);
  }

  private watchDraft(key: string): void {
    const stored = sessionStorage.getItem(key);
    let draft: Snapshot | null = null;
    try {
      draft = stored ? (JSON.parse(stored) as Snapshot) : null;
    } catch {
      draft = null;
    }
    this.restorable.set(draft && differs(draft, this.saved()) ? draft : null);
    this.draftKey.set(key);
  }

  /** Starts a new schema for a site, with no type chosen yet. */
  startNew(clientId: string): void {
    this.clientId = clientId;
    this.record.set(null);
    this.name.set('');
    this.pageUrl.set('');
    this.setDoc(null);
    this.saved.set({ name: '', pageUrl: '', json: '' });
    this.watchDraft(`sdn-draft:${clientId}:new`);
  }

  async load(clientId: string, schemaId: string): Promise<void> {
    this.clientId = clientId;
    await this.run('load', async () => {
      const schema = await firstValueFrom(this.schemasApi.get(clientId, schemaId));
      this.adopt(schema);
      this.watchDraft(`sdn-draft:${clientId}:${schema.id}`);
      const type = primaryType(schema.jsonLd);
      if (type) await this.loadType(type);
    });
  }

  /** Picks the type: loads its vocabulary entry and sets `@type`, keeping the values already entered. */
  async chooseType(type: string): Promise<void> {
    this.addedFields.set([]);
    this.setDoc(withType(this.docState(), type));
    await this.loadType(type);
  }

  async loadType(type: string): Promise<void> {
    this.typeLoading.set(true);
    this.typeError.set(null);
    try {
      const detail = await this.vocabulary.typeDetail(type);
      if (this.currentType() === type) this.typeDetailState.set(detail);
    } catch (error) {
      this.typeDetailState.set(null);
      this.typeError.set(toApiError(error));
    } finally {
      this.typeLoading.set(false);
    }
  }

  setField(field: FormField, input: FieldInput): void {
    const node = this.node();
    if (!node) return;
    this.setDoc(writeField(node, field, input));
  }

  addField(name: string): void {
    if (name && !this.addedFields().includes(name)) this.addedFields.update((list) => [...list, name]);
  }

  removeField(name: string): void {
    this.addedFields.update((list) => list.filter((item) => item !== name));
    const node = this.node();
    if (node && name in node) {
      const next = { ...node };
      delete next[name];
      this.setDoc(next);
    }
  }

  /** The JSON editor changed: keep the text as typed, and update the document when it parses. */
  editJson(text: string): void {
    this.jsonTextState.set(text);
    const parsed = parseDocument(text);
    if ('error' in parsed) {
      this.jsonErrorState.set(parsed.error);
      return;
    }
    this.jsonErrorState.set(null);
    const previousType = this.currentType();
    this.docState.set(parsed.doc);
    const type = this.currentType();
    if (type && type !== previousType) void this.loadType(type);
  }

  async validate(): Promise<ValidateResult | null> {
    if (this.jsonErrorState() || !this.docState()) {
      this.validationError.set(clientError(this.jsonErrorState() ?? 'Choose a type first.'));
      return null;
    }
    const json = this.canonicalJson();
    this.validating.set(true);
    this.validationError.set(null);
    try {
      const result = await firstValueFrom(this.engine.validate(json));
      this.validation.set(result);
      this.validatedJson.set(json);
      return result;
    } catch (error) {
      this.validationError.set(toApiError(error));
      return null;
    } finally {
      this.validating.set(false);
    }
  }

  /** Replaces the document with the validator's corrected schema, then re-validates it (the spec's confirmation loop). */
  async applyCorrected(): Promise<void> {
    const corrected = this.validation()?.correctedSchema;
    if (!corrected || typeof corrected !== 'object') return;
    const previousType = this.currentType();
    this.setDoc(corrected as JsonLdDocument);
    const type = this.currentType();
    if (type && type !== previousType) void this.loadType(type);
    await this.validate();
  }

  /** Creates the draft or saves the changes. Throws ApiError (also kept in `error`). */
  async save(): Promise<SchemaDto> {
    const problem = this.localProblem();
    if (problem) {
      const error = clientError(problem);
      this.error.set(error);
      throw error;
    }
    return this.run('save', async () => {
      const body = { name: this.name().trim(), pageUrl: this.pageUrl().trim(), jsonLd: this.docState()! };
      const record = this.record();
      const schema = record
        ? await firstValueFrom(this.schemasApi.update(this.clientId, record.id, body))
        : await firstValueFrom(this.schemasApi.create(this.clientId, body));
      this.adopt(schema);
      if (!record) {
        sessionStorage.removeItem(`sdn-draft:${this.clientId}:new`);
        this.draftKey.set(`sdn-draft:${this.clientId}:${schema.id}`);
      }
      return schema;
    });
  }

  async transition(action: SchemaTransition): Promise<SchemaDto> {
    const record = this.record();
    if (!record) throw clientError('Save the schema first.');
    return this.run(action, async () => {
      const schema = await firstValueFrom(this.schemasApi.transition(this.clientId, record.id, action));
      this.record.set(schema);
      return schema;
    });
  }

  async remove(): Promise<void> {
    const record = this.record();
    if (!record) return;
    await this.run('delete', () => firstValueFrom(this.schemasApi.remove(this.clientId, record.id)));
  }

  private localProblem(): string | null {
    if (this.jsonErrorState()) return `Fix the JSON first. ${this.jsonErrorState()}`;
    if (!this.docState() || !this.currentType()) return 'Choose a schema type first.';
    if (!this.name().trim()) return 'Give the schema a name.';
    if (!this.pageUrl().trim()) return 'Enter the page URL the schema is for.';
    return null;
  }

  private adopt(schema: SchemaDto, replaceDocument = true): void {
    this.record.set(schema);
    this.name.set(schema.name);
    this.pageUrl.set(schema.pageUrl);
    if (replaceDocument) this.setDoc(schema.jsonLd);
    this.saved.set({ name: schema.name, pageUrl: schema.pageUrl, json: stringifyDocument(schema.jsonLd) });
  }

  private setDoc(doc: JsonLdDocument | JsonLdObject | null): void {
    this.docState.set(doc);
    this.jsonTextState.set(doc ? stringifyDocument(doc) : '');
    this.jsonErrorState.set(null);
  }

  private async run<T>(action: EditorAction, work: () => Promise<T>): Promise<T> {
    this.busy.set(action);
    this.error.set(null);
    this.fieldErrors.set({});
    try {
      return await work();
    } catch (error) {
      const apiError = toApiError(error);
      this.error.set(apiError);
      this.fieldErrors.set(apiError.fieldErrors);
      throw apiError;
    } finally {
      this.busy.set(null);
    }
  }
}
