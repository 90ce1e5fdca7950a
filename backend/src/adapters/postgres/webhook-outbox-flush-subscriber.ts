import { randomUUID } from 'node:crypto';
import { ChangeSetType, type EntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import { Schema } from '../../domain/schema/schema.js';
import { SchemaEvent, type SchemaEventAction } from '../../domain/schema/schema-event.js';
import type { WebhookEventType } from '../../domain/webhook/webhook-event.js';
import { WebhookOutboxEntry } from './webhook-outbox-entry.js';

const TYPE_OF: Record<SchemaEventAction, WebhookEventType> = {
  publish: 'schema.published',
  pause: 'schema.paused',
  unpause: 'schema.unpaused',
  delete: 'schema.deleted',
};

/** Properties whose change alters what a published schema delivers (the delivered columns, by property name). */
const DELIVERED = ['name', 'pageUrl', 'schemaType', 'jsonLd', 'clientSiteId'];

/**
 * The outbox's writer: whenever a flush writes a schema event (publish, pause, unpause, delete) or changes what a
 * published schema delivers, an outbox entry joins the same flush, hence the same transaction. Every writer (single
 * and bulk changes, imports, restores, bulk runs) is covered without calling anything, and a rolled-back change
 * leaves no entry. After a commit that wrote entries, `onCommitted` is told, so the relay can run at once.
 */
export class WebhookOutboxFlushSubscriber implements EventSubscriber {
  private readonly wrote = new WeakSet<EntityManager>();
  private listener: () => void = () => undefined;

  /** The composition root connects the relay's queue once it exists. */
  onCommitted(listener: () => void): void {
    this.listener = listener;
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    const changeSets = uow.getChangeSets();
    const withEvent = new Set<string>();
    const entries: WebhookOutboxEntry[] = [];
    for (const changeSet of changeSets) {
      if (changeSet.type !== ChangeSetType.CREATE || !(changeSet.entity instanceof SchemaEvent)) continue;
      const event = changeSet.entity;
      withEvent.add(event.schemaId);
      entries.push(entry(event.clientSiteId, event.schemaId, TYPE_OF[event.action], event.schemaType, event.pageUrl, event.occurredAt));
    }
    for (const changeSet of changeSets) {
      if (changeSet.type !== ChangeSetType.UPDATE || !(changeSet.entity instanceof Schema)) continue;
      const schema = changeSet.entity;
      if (schema.status !== 'published' || withEvent.has(schema.id)) continue;
      if (!DELIVERED.some((property) => property in changeSet.payload)) continue;
      entries.push(entry(schema.clientSiteId, schema.id, 'schema.updated', schema.schemaType, schema.pageUrl, schema.updatedAt));
    }
    for (const outboxEntry of entries) uow.computeChangeSet(outboxEntry, ChangeSetType.CREATE);
    if (entries.length > 0) this.wrote.add(em);
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (!this.wrote.delete(em)) return;
    this.listener();
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.wrote.delete(em);
  }
}

function entry(
  clientSiteId: string,
  schemaId: string,
  type: WebhookEventType,
  schemaType: string,
  pageUrl: string,
  occurredAt: Date,
): WebhookOutboxEntry {
  const outboxEntry = new WebhookOutboxEntry();
  outboxEntry.id = randomUUID();
  outboxEntry.clientSiteId = clientSiteId;
  outboxEntry.schemaId = schemaId;
  outboxEntry.type = type;
  outboxEntry.schemaType = schemaType;
  outboxEntry.pageUrl = pageUrl;
  outboxEntry.occurredAt = occurredAt;
  return outboxEntry;
}
