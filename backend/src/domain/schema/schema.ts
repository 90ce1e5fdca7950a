import { ValidationError, fieldErrors } from '../shared/domain-error.js';
import { PageUrl } from '../shared/page-url.js';
import { requiredTextProblem } from '../shared/text-rules.js';
import { jsonLdProblems, primaryTypeOf, type JsonLdDocument } from './json-ld-document.js';
import { InvalidSchemaTransitionError, type SchemaTransition } from './schema-errors.js';
import { SchemaRevision, type SchemaRevisionKind } from './schema-revision.js';
import type { SchemaStatus } from './schema-status.js';

export const MAX_SCHEMA_NAME_LENGTH = 200;

export interface SchemaContent {
  name: string;
  pageUrl: string;
  jsonLd: JsonLdDocument;
}

export interface NewSchema extends SchemaContent {
  id: string;
  clientSiteId: string;
  now: Date;
  /** The user creating it (the first revision's author). */
  by: string | null;
}

/** Who changes a schema: every change is kept as a revision naming its author. */
export type SchemaAuthor = string | null;

/** How a restore leaves delivery: a publish of a draft, an unpause, a pause (restored without publishing), or none. */
export type RestoreDeliveryChange = 'publish' | 'unpause' | 'pause' | null;

/** The one allowed edge of each transition: publish draft->published, pause published->paused, ... */
const TRANSITIONS: Record<SchemaTransition, { from: SchemaStatus; to: SchemaStatus }> = {
  publish: { from: 'draft', to: 'published' },
  pause: { from: 'published', to: 'paused' },
  unpause: { from: 'paused', to: 'published' },
};

/**
 * A JSON-LD document targeted at one exact page URL of a client site, with its delivery state machine.
 * Fields are public for the persistence mapping; change them only through the methods, which guard the rules.
 * Every change also records a revision (full content, kind, author, time); the repository writes the recorded
 * revisions with the change itself, so no writer has to remember them.
 */
export class Schema {
  id!: string;
  clientSiteId!: string;
  name!: string;
  schemaType!: string;
  pageUrl!: string;
  status!: SchemaStatus;
  jsonLd!: JsonLdDocument;
  createdAt!: Date;
  updatedAt!: Date;
  publishedAt: Date | null = null;
  /** The validator's verdict on the current JSON-LD (no blocking issue); null until checked, off the request thread. */
  valid: boolean | null = null;
  /** Number of the latest revision. */
  revision = 0;
  /** Revisions recorded since the repository last took them (not persisted on the schema itself). */
  private unsavedRevisions?: SchemaRevision[];

  static create(input: NewSchema): Schema {
    Schema.assertContent(input, true);
    const schema = new Schema();
    schema.id = input.id;
    schema.clientSiteId = input.clientSiteId;
    schema.name = input.name.trim();
    schema.pageUrl = input.pageUrl;
    schema.jsonLd = input.jsonLd;
    schema.schemaType = primaryTypeOf(input.jsonLd);
    schema.status = 'draft';
    schema.createdAt = input.now;
    schema.updatedAt = input.now;
    schema.record('created', input.now, input.by);
    return schema;
  }

  /**
   * Edits are allowed in every state; a published schema's edit is delivered on the next request. A save that
   * changes nothing records no revision.
   */
  edit(changes: Partial<SchemaContent>, now: Date, by: SchemaAuthor): void {
    Schema.assertContent(changes, false);
    const before = JSON.stringify([this.name, this.pageUrl, this.jsonLd]);
    this.applyContent(changes);
    this.updatedAt = now;
    if (JSON.stringify([this.name, this.pageUrl, this.jsonLd]) !== before) this.record('edited', now, by);
  }

  /** One transition by name (the HTTP route's verb): each name calls its own method, so "find usages" sees them all. */
  move(transition: SchemaTransition, now: Date, by: SchemaAuthor): void {
    switch (transition) {
      case 'publish':
        return this.publish(now, by);
      case 'pause':
        return this.pause(now, by);
      case 'unpause':
        return this.unpause(now, by);
    }
  }

  publish(now: Date, by: SchemaAuthor): void {
    this.transition('publish', now);
    this.publishedAt = now;
    this.record('published', now, by);
  }

  pause(now: Date, by: SchemaAuthor): void {
    this.transition('pause', now);
    this.record('paused', now, by);
  }

  unpause(now: Date, by: SchemaAuthor): void {
    this.transition('unpause', now);
    this.record('unpaused', now, by);
  }

  /**
   * Puts an earlier revision's name, page URL and JSON-LD back, as a new revision. With `publish` the schema ends
   * published (a draft is published, a paused one unpaused, a live one stays live with the restored content);
   * without it restored content is never delivered unreviewed: a live schema is paused, others keep their state.
   */
  restore(revision: SchemaRevision, publish: boolean, now: Date, by: SchemaAuthor): RestoreDeliveryChange {
    if (revision.schemaId !== this.id) throw new Error('A revision can only be restored into its own schema');
    const content = { name: revision.name, pageUrl: revision.pageUrl, jsonLd: structuredClone(revision.jsonLd) };
    Schema.assertContent(content, true);
    this.applyContent(content);
    const change = this.deliveryAfterRestore(publish);
    if (change === 'publish') this.publishedAt = now;
    if (change !== null) this.status = change === 'pause' ? 'paused' : 'published';
    this.updatedAt = now;
    this.record('restored', now, by, revision.number);
    return change;
  }

  /** The verdict of a validation of the current JSON-LD: not a change by a user, so no revision. */
  recordValidity(valid: boolean): void {
    this.valid = valid;
  }

  /** A draft copy for another page: same name and JSON-LD (so the same verdict), its own lifecycle and history. */
  duplicateTo(pageUrl: string, id: string, now: Date, by: SchemaAuthor): Schema {
    const copy = Schema.create({
      id,
      clientSiteId: this.clientSiteId,
      name: this.name,
      pageUrl,
      jsonLd: structuredClone(this.jsonLd),
      now,
      by,
    });
    copy.valid = this.valid;
    return copy;
  }

  /** Bulk publish: a draft is published, a paused schema resumed; null when it is already published. */
  deliver(now: Date, by: SchemaAuthor): 'publish' | 'unpause' | null {
    if (this.status === 'published') return null;
    const transition = this.status === 'draft' ? 'publish' : 'unpause';
    this.move(transition, now, by);
    return transition;
  }

  /** Bulk pause: a published schema is paused; null for drafts and paused ones (nothing to stop). */
  stopDelivery(now: Date, by: SchemaAuthor): 'pause' | null {
    if (this.status !== 'published') return null;
    this.pause(now, by);
    return 'pause';
  }

  /** The revisions recorded since the last call, oldest first; the repository persists them with the schema. */
  takeRevisions(): SchemaRevision[] {
    const taken = this.unsavedRevisions ?? [];
    this.unsavedRevisions = [];
    return taken;
  }

  isDelivered(): boolean {
    return this.status === 'published';
  }

  private deliveryAfterRestore(publish: boolean): RestoreDeliveryChange {
    if (publish) return this.status === 'draft' ? 'publish' : this.status === 'paused' ? 'unpause' : null;
    return this.status === 'published' ? 'pause' : null;
  }

  private applyContent(changes: Partial<SchemaContent>): void {
    if (changes.name !== undefined) this.name = changes.name.trim();
    if (changes.pageUrl !== undefined) this.pageUrl = changes.pageUrl;
    if (changes.jsonLd !== undefined) {
      this.jsonLd = changes.jsonLd;
      this.schemaType = primaryTypeOf(changes.jsonLd);
      this.valid = null;
    }
  }

  private record(kind: SchemaRevisionKind, at: Date, authorId: SchemaAuthor, restoredFrom?: number): void {
    this.revision += 1;
    const revision = SchemaRevision.of(this, { number: this.revision, kind, authorId, at, restoredFrom });
    (this.unsavedRevisions ??= []).push(revision);
  }

  private transition(name: SchemaTransition, now: Date): void {
    const { from, to } = TRANSITIONS[name];
    if (this.status !== from) throw new InvalidSchemaTransitionError(name, this.status, to, from);
    this.status = to;
    this.updatedAt = now;
  }

  private static assertContent(content: Partial<SchemaContent>, requireAll: boolean): void {
    const problems: Record<string, string[]> = {};
    const nameProblem = content.name !== undefined || requireAll ? requiredTextProblem(content.name, MAX_SCHEMA_NAME_LENGTH) : null;
    if (nameProblem) problems.name = [nameProblem];
    if (content.pageUrl !== undefined || requireAll) {
      const problem = PageUrl.problem(content.pageUrl);
      if (problem) problems.pageUrl = [problem];
    }
    if (content.jsonLd !== undefined || requireAll) {
      Object.assign(problems, content.jsonLd === undefined ? { jsonLd: ['Required'] } : jsonLdProblems(content.jsonLd));
    }
    if (Object.keys(problems).length > 0) throw new ValidationError(fieldErrors(problems));
  }
}
