import type pg from 'pg';
import type { WebhookDelivery } from '../../domain/webhook/webhook-delivery.js';
import type { WebhookEvent, WebhookEventType } from '../../domain/webhook/webhook-event.js';
import type { WebhookFanOut, WebhookOutbox } from '../../ports/webhook-outbox.js';
import { endpointFromRow } from './pg-webhook-endpoint-repository.js';
import { PgWebhookDeliveryRepository } from './pg-webhook-delivery-repository.js';

/**
 * The relay's side of the outbox. The events' deliveries and their removal from the outbox are written in one short
 * transaction; SKIP LOCKED lets two relays on different instances share the work without waiting on each other.
 * A relayed event leaves the outbox; one whose site was deleted since has no workspace any more and leaves with no
 * deliveries.
 */
export class PgWebhookOutbox implements WebhookOutbox {
  constructor(private readonly pool: pg.Pool) {}

  async relay(limit: number, fanOut: WebhookFanOut): Promise<{ events: number; deliveries: WebhookDelivery[] }> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const events = await client.query(
        `select o.id, o.client_site_id, o.schema_id, o.type, o.schema_type, o.page_url, o.occurred_at, s.workspace_id
         from webhook_outbox o left join client_sites s on s.id = o.client_site_id
         order by o.occurred_at, o.id limit $1 for update of o skip locked`,
        [limit],
      );
      const workspaces = [...new Set(events.rows.map((row) => row.workspace_id).filter(Boolean))];
      const endpoints = (
        await client.query(
          `select id, workspace_id, url, description, events, secret, created_at from webhook_endpoints where workspace_id = any($1::uuid[])`,
          [workspaces],
        )
      ).rows.map(endpointFromRow);
      const deliveries: WebhookDelivery[] = [];
      for (const row of events.rows) {
        if (!row.workspace_id) continue;
        const event: WebhookEvent = {
          id: row.id,
          type: row.type as WebhookEventType,
          occurredAt: (row.occurred_at as Date).toISOString(),
          workspaceId: row.workspace_id,
          clientSiteId: row.client_site_id,
          schemaId: row.schema_id,
          schemaType: row.schema_type,
          pageUrl: row.page_url,
        };
        deliveries.push(
          ...fanOut(
            event,
            endpoints.filter((endpoint) => endpoint.workspaceId === event.workspaceId),
          ),
        );
      }
      const inTransaction = new PgWebhookDeliveryRepository(client);
      for (const delivery of deliveries) await inTransaction.add(delivery);
      await client.query('delete from webhook_outbox where id = any($1::uuid[])', [events.rows.map((row) => row.id)]);
      await client.query('commit');
      return { events: events.rows.length, deliveries };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
