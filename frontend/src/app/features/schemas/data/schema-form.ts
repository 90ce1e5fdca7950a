import { Injectable, computed, inject, signal } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { JsonLdDocument, JsonLdObject } from '@sdn/contracts';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import {
  type FieldInput,
  type FormField,
  addableProperties,
  formFields,
  writeField,
} from './json-ld-form';
import {
  editableNode,
  parseDocument,
  primaryType,
  stringifyDocument,
  withType,
} from './json-ld-document';
import { type FieldGroup, groupFields } from './json-ld-form-groups';
import { VocabularyCache, presentProperties } from './vocabulary-cache';

/** What the editor holds at one moment: compared to decide "unsaved changes", and kept as a draft. */
export interface SchemaSnapshot {
  name: string;
  pageUrl: string;
  json: string;
}

export function snapshotsDiffer(a: SchemaSnapshot, b: SchemaSnapshot): boolean {
  return a.name !== b.name || a.pageUrl !== b.pageUrl || a.json !== b.json;
}

/**
 * The values being edited. The JSON-LD document is the single source of truth: the generated form writes into it,
 * the JSON editor parses into it, and the preview and validation read from it. The type's vocabulary entry (which
 * properties the form offers) follows the document's `@type`.
 */
@Injectable()
export class SchemaForm {
  private readonly vocabulary = inject(VocabularyCache);

  readonly name = signal('');
  readonly pageUrl = signal('');
  private readonly docState = signal<JsonLdDocument | null>(null);
  readonly doc = this.docState.asReadonly();
  private readonly jsonTextState = signal('');
  /** The JSON editor's text as typed (it may not parse). */
  readonly jsonText = this.jsonTextState.asReadonly();
  private readonly jsonErrorState = signal<string | null>(null);
  readonly jsonError = this.jsonErrorState.asReadonly();
  /** The values last loaded or saved: "unsaved changes" means different from these. */
  private readonly baselineState = signal<SchemaSnapshot>({ name: '', pageUrl: '', json: '' });
  readonly baseline = this.baselineState.asReadonly();
  private readonly addedFields = signal<string[]>([]);

  readonly currentType = computed(() => primaryType(this.docState()));
  /** The properties the node holds: rule sets that apply only then (Merchant listing with offers) count. */
  private readonly present = computed(() => presentProperties(editableNode(this.docState())), {
    equal: (a, b) => a.join() === b.join(),
  });
  private readonly typeResource = rxResource({
    params: () => {
      const type = this.currentType();
      return type ? { type, present: this.present() } : undefined;
    },
    stream: ({ params: { type, present } }) => this.vocabulary.typeDetail(type, { present }),
  });
  /** Kept while the requirements reload for a property just filled in, so the form does not blink. */
  private readonly lastTypeDetail = lastValue(this.typeResource);
  readonly typeDetail = computed(() => {
    const detail = this.lastTypeDetail();
    return detail && detail.name === this.currentType() ? detail : null;
  });
  readonly typeLoading = this.typeResource.isLoading;
  readonly typeError = resourceError(this.typeResource);

  readonly node = computed(() => editableNode(this.docState()));
  readonly fields = computed<FormField[]>(() => {
    const detail = this.typeDetail();
    return detail ? formFields(detail, this.node(), this.addedFields()) : [];
  });
  /** The fields grouped by what the chosen rich result asks (required, recommended, other), in `fields()` order. */
  readonly fieldGroups = computed(() =>
    groupFields(this.fields(), this.typeDetail()?.guidedBy ?? []),
  );
  private readonly groupStarts = computed(
    () => new Map(this.fieldGroups().map((group) => [group.fields[0]!.name, group])),
  );
  readonly addable = computed(() => {
    const detail = this.typeDetail();
    return detail ? addableProperties(detail, this.fields()) : [];
  });
  readonly canonicalJson = computed(() => {
    const doc = this.docState();
    return doc ? stringifyDocument(doc) : '';
  });
  /** Empty exactly when there is no document: a document's JSON is never empty text. */
  readonly preview = computed(() => {
    const json = this.canonicalJson();
    return json ? `<script type="application/ld+json">\n${json}\n</script>` : '';
  });
  /** The edits as typed, JSON included even when it does not parse yet: what a draft keeps. */
  readonly typed = computed<SchemaSnapshot>(() => ({
    name: this.name(),
    pageUrl: this.pageUrl(),
    json: this.jsonTextState(),
  }));
  readonly dirty = computed(() =>
    snapshotsDiffer(this.baselineState(), {
      name: this.name(),
      pageUrl: this.pageUrl(),
      json: this.canonicalJson(),
    }),
  );

  /** Starts over from saved values (or empty ones for a new schema); they become the baseline. */
  reset(values: { name: string; pageUrl: string; jsonLd: JsonLdDocument | null }): void {
    this.name.set(values.name);
    this.pageUrl.set(values.pageUrl);
    this.addedFields.set([]);
    this.replaceDocument(values.jsonLd);
    this.baselineState.set({
      name: values.name,
      pageUrl: values.pageUrl,
      json: this.canonicalJson(),
    });
  }

  /** Puts earlier edits back (a restored draft); the baseline stays, so they count as unsaved. */
  restore(snapshot: SchemaSnapshot): void {
    this.name.set(snapshot.name);
    this.pageUrl.set(snapshot.pageUrl);
    this.editJson(snapshot.json);
  }

  /** Picks the type: sets `@type`, keeping the values already entered; its properties load from the vocabulary. */
  chooseType(type: string): void {
    this.addedFields.set([]);
    this.replaceDocument(withType(this.docState(), type));
  }

  /** The group a field opens, so the form can label it; undefined for the fields after the first of a group. */
  groupStartingAt(fieldName: string): FieldGroup | undefined {
    return this.groupStarts().get(fieldName);
  }

  /** Asks the vocabulary again after a failed look-up. */
  retryType(): void {
    this.typeResource.reload();
  }

  setField(field: FormField, input: FieldInput): void {
    const node = this.node();
    if (node) this.replaceDocument(writeField(node, field, input));
  }

  addField(name: string): void {
    if (name && !this.addedFields().includes(name))
      this.addedFields.update((list) => [...list, name]);
  }

  removeField(name: string): void {
    this.addedFields.update((list) => list.filter((item) => item !== name));
    const node = this.node();
    if (node && name in node) {
      const next = { ...node };
      delete next[name];
      this.replaceDocument(next);
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
    this.docState.set(parsed.doc);
  }

  /** A whole new document (a chosen type, the validator's correction, generated markup); the JSON text follows. */
  replaceDocument(doc: JsonLdDocument | JsonLdObject | null): void {
    this.docState.set(doc);
    this.jsonTextState.set(doc ? stringifyDocument(doc) : '');
    this.jsonErrorState.set(null);
  }
}
