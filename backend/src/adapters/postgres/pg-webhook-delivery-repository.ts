import type pg from 'pg';
import { WebhookDelivery, type WebhookAttempt, type WebhookDeliveryStatus } from '../../domain/webhook/webhook-delivery.js';
import type { WebhookEventType } from '../../domain/webhook/webhook-event.js';
import type { WebhookDeliveryRepository } from '../../ports/webhook-delivery-repository.js';

const COLUMNS = 'id, endpoint_id, workspace_id, event_id, event_type, body, status, attempts, next_attempt_at, created_at';

/** Deliveries and their attempts (a jsonb list: the log of one delivery is read and written whole). */
export class PgWebhookDeliveryRepository implements WebhookDeliveryRepository {
  constructor(private readonly pool: pg.Pool | pg.PoolClient) {}

  async add(delivery: WebhookDelivery): Promise<void> {
    await this.pool.query(`insert into webhook_deliveries (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
      delivery.id,
      delivery.endpointId,
      delivery.workspaceId,
      delivery.eventId,
      delivery.eventType,
      delivery.body,
      delivery.status,
      JSON.stringify(delivery.attempts),
      delivery.nextAttemptAt,
      delivery.createdAt,
    ]);
  }

  async save(delivery: WebhookDelivery): Promise<void> {
    await this.pool.query('update webhook_deliveries set status = $2, attempts = $3, next_attempt_at = $4 where id = $1', [
      delivery.id,
      delivery.status,
      JSON.stringify(delivery.attempts),
      delivery.nextAttemptAt,
    ]);
  }

  async claim(deliveryId: string, now: Date, leaseMs: number): Promise<WebhookDelivery | null> {
    const result = await this.pool.query(
      `update webhook_deliveries set next_attempt_at = $2::timestamptz + make_interval(secs => $3::double precision / 1000)
       where id = $1 and status = 'pending' and next_attempt_at <= $2 returning ${COLUMNS}`,
      [deliveryId, now, leaseMs],
    );
    return result.rows[0] ? deliveryFromRow(result.rows[0]) : null;
  }

  async find(workspaceId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    const result = await this.pool.query(
      `select ${COLUMNS} from webhook_deliveries where id = $1 and endpoint_id = $2 and workspace_id = $3`,
      [deliveryId, endpointId, workspaceId],
    );
    return result.rows[0] ? deliveryFromRow(result.rows[0]) : null;
  }

  async findById(deliveryId: string): Promise<WebhookDelivery | null> {
    const result = await this.pool.query(`select ${COLUMNS} from webhook_deliveries where id = $1`, [deliveryId]);
    return result.rows[0] ? deliveryFromRow(result.rows[0]) : null;
  }

  async listByEndpoint(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    const result = await this.pool.query(
      `select ${COLUMNS} from webhook_deliveries where endpoint_id = $1 order by created_at desc, id desc limit $2`,
      [endpointId, limit],
    );
    return result.rows.map(deliveryFromRow);
  }

  async overdue(before: Date, limit: number): Promise<string[]> {
    const result = await this.pool.query(
      `select id from webhook_deliveries where status = 'pending' and next_attempt_at < $1 order by next_attempt_at limit $2`,
      [before, limit],
    );
    return result.rows.map((row) => row.id as string);
  }
}

function deliveryFromRow(row: Record<string, unknown>): WebhookDelivery {
  const delivery = new WebhookDelivery();
  delivery.id = row.id as string;
  delivery.endpointId = row.endpoint_id as string;
  delivery.workspaceId = row.workspace_id as string;
  delivery.eventId = row.event_id as string;
  delivery.eventType = row.event_type as WebhookEventType;
  delivery.body = row.body as string;
  delivery.status = row.status as WebhookDeliveryStatus;
  delivery.attempts = (row.attempts as (Omit<WebhookAttempt, 'at'> & { at: string })[]).map((attempt) => ({
    ...attempt,
    at: new Date(attempt.at),
  }));
  delivery.nextAttemptAt = (row.next_attempt_at as Date | null) ?? null;
  delivery.createdAt = row.created_at as Date;
  return delivery;
}
