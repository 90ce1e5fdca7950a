import { ValidationError, fieldErrors } from '../shared/domain-error.js';
import { requiredTextProblem } from '../shared/text-rules.js';
import { jsonLdProblems, primaryTypeOf, type JsonLdDocument } from './json-ld-document.js';
import { pageUrlProblem } from './page-url.js';
import { InvalidSchemaTransitionError, type SchemaTransition } from './schema-errors.js';
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
}

/** The one allowed edge of each transition: publish draft->published, pause published->paused, ... */
const TRANSITIONS: Record<SchemaTransition, { from: SchemaStatus; to: SchemaStatus }> = {
  publish: { from: 'draft', to: 'published' },
  pause: { from: 'published', to: 'paused' },
  unpause: { from: 'paused', to: 'published' },
};

/**
 * A JSON-LD document targeted at one exact page URL of a client site, with its delivery state machine.
 * Fields are public for the persistence mapping; change them only through the methods, which guard the rules.
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
    return schema;
  }

  /** Edits are allowed in every state; a published schema's edit is delivered on the next request. */
  edit(changes: Partial<SchemaContent>, now: Date): void {
    Schema.assertContent(changes, false);
    if (changes.name !== undefined) this.name = changes.name.trim();
    if (changes.pageUrl !== undefined) this.pageUrl = changes.pageUrl;
    if (changes.jsonLd !== undefined) {
      this.jsonLd = changes.jsonLd;
      this.schemaType = primaryTypeOf(changes.jsonLd);
      this.valid = null;
    }
    this.updatedAt = now;
  }

  /** The verdict of a validation of the current JSON-LD. */
  recordValidity(valid: boolean): void {
    this.valid = valid;
  }

  /** A draft copy for another page: same name and JSON-LD (so the same verdict), its own lifecycle. */
  duplicateTo(pageUrl: string, id: string, now: Date): Schema {
    const copy = Schema.create({ id, clientSiteId: this.clientSiteId, name: this.name, pageUrl, jsonLd: structuredClone(this.jsonLd), now });
    copy.valid = this.valid;
    return copy;
  }

  /** Bulk publish: a draft is published, a paused schema resumed; null when it is already published. */
  deliver(now: Date): 'publish' | 'unpause' | null {
    if (this.status === 'published') return null;
    const transition = this.status === 'draft' ? 'publish' : 'unpause';
    this[transition](now);
    return transition;
  }

  /** Bulk pause: a published schema is paused; null for drafts and paused ones (nothing to stop). */
  stopDelivery(now: Date): 'pause' | null {
    if (this.status !== 'published') return null;
    this.pause(now);
    return 'pause';
  }

  publish(now: Date): void {
    this.transition('publish', now);
    this.publishedAt = now;
  }

  pause(now: Date): void {
    this.transition('pause', now);
  }

  unpause(now: Date): void {
    this.transition('unpause', now);
  }

  isDelivered(): boolean {
    return this.status === 'published';
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
      const problem = pageUrlProblem(content.pageUrl ?? '');
      if (problem) problems.pageUrl = [problem];
    }
    if (content.jsonLd !== undefined || requireAll) {
      Object.assign(problems, content.jsonLd === undefined ? { jsonLd: ['Required'] } : jsonLdProblems(content.jsonLd));
    }
    if (Object.keys(problems).length > 0) throw new ValidationError(fieldErrors(problems));
  }
}
