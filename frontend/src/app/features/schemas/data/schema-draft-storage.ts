import { Injectable, effect, inject, signal } from '@angular/core';
import { type SchemaSnapshot, SchemaForm, snapshotsDiffer } from './schema-form';

function draftKey(clientId: string, schemaId: string | null): string {
  return `sdn-draft:${clientId}:${schemaId ?? 'new'}`;
}

/**
 * Unsaved edits survive a session expiry or a reload: they wait in this tab's sessionStorage until saved, and the
 * next visit to the same schema offers them back.
 */
@Injectable()
export class SchemaDraftStorage {
  private readonly form = inject(SchemaForm);
  /** Where the current schema's edits are kept; null while nothing is watched (for example while it loads). */
  private readonly key = signal<string | null>(null);
  private readonly restorableState = signal<SchemaSnapshot | null>(null);
  /** Unsaved edits kept from an earlier visit, offered for restore. */
  readonly restorable = this.restorableState.asReadonly();

  constructor() {
    effect(() => {
      const key = this.key();
      // While an earlier draft awaits the user's choice, it must not be overwritten by the freshly loaded state.
      if (!key || this.restorableState()) return;
      const typed = this.form.typed();
      const unsaved = typed.json !== '' && snapshotsDiffer(typed, this.form.baseline());
      if (unsaved) sessionStorage.setItem(key, JSON.stringify(typed));
      else sessionStorage.removeItem(key);
    });
  }

  /** Starts keeping the edits of one schema (`null`: the new one), offering an earlier draft that differs. */
  watch(clientId: string, schemaId: string | null): void {
    const key = draftKey(clientId, schemaId);
    const draft = readDraft(key);
    this.restorableState.set(draft && snapshotsDiffer(draft, this.form.baseline()) ? draft : null);
    this.key.set(key);
  }

  /** Stops keeping edits (another schema is about to load into the form). */
  pause(): void {
    this.key.set(null);
  }

  /** A new schema was saved for the first time: its edits are kept under its id from now on. */
  moveNewTo(clientId: string, schemaId: string): void {
    sessionStorage.removeItem(draftKey(clientId, null));
    this.key.set(draftKey(clientId, schemaId));
  }

  restore(): void {
    const draft = this.restorableState();
    if (!draft) return;
    this.restorableState.set(null);
    this.form.restore(draft);
  }

  discard(): void {
    this.restorableState.set(null);
    const key = this.key();
    if (key) sessionStorage.removeItem(key);
  }

  /** The user chose to leave without saving: forget the edits for good. */
  forget(): void {
    const key = this.key();
    this.key.set(null);
    if (key) sessionStorage.removeItem(key);
  }
}

function readDraft(key: string): SchemaSnapshot | null {
  const stored = sessionStorage.getItem(key);
  try {
    return stored ? (JSON.parse(stored) as SchemaSnapshot) : null;
  } catch {
    return null;
  }
}
