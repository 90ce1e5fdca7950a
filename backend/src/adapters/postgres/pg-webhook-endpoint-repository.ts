import type pg from 'pg';
import { WebhookEndpoint } from '../../domain/webhook/webhook-endpoint.js';
import type { WebhookEventType } from '../../domain/webhook/webhook-event.js';
import type { WebhookEndpointRepository } from '../../ports/webhook-endpoint-repository.js';

const COLUMNS = 'id, workspace_id, url, description, events, secret, created_at';

/** Endpoints on the raw pool: single-row statements, each its own commit. */
export class PgWebhookEndpointRepository implements WebhookEndpointRepository {
  constructor(private readonly pool: pg.Pool) {}

  async add(endpoint: WebhookEndpoint): Promise<void> {
    await this.pool.query(`insert into webhook_endpoints (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7)`, [
      endpoint.id,
      endpoint.workspaceId,
      endpoint.url,
      endpoint.description,
      endpoint.events,
      endpoint.secret,
      endpoint.createdAt,
    ]);
  }

  async saveSecret(endpoint: WebhookEndpoint): Promise<void> {
    await this.pool.query('update webhook_endpoints set secret = $2 where id = $1', [endpoint.id, endpoint.secret]);
  }

  async remove(endpoint: WebhookEndpoint): Promise<void> {
    await this.pool.query('delete from webhook_endpoints where id = $1', [endpoint.id]);
  }

  async find(workspaceId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    const result = await this.pool.query(`select ${COLUMNS} from webhook_endpoints where id = $1 and workspace_id = $2`, [
      endpointId,
      workspaceId,
    ]);
    return result.rows[0] ? endpointFromRow(result.rows[0]) : null;
  }

  async findById(endpointId: string): Promise<WebhookEndpoint | null> {
    const result = await this.pool.query(`select ${COLUMNS} from webhook_endpoints where id = $1`, [endpointId]);
    return result.rows[0] ? endpointFromRow(result.rows[0]) : null;
  }

  async listByWorkspace(workspaceId: string): Promise<WebhookEndpoint[]> {
    const result = await this.pool.query(`select ${COLUMNS} from webhook_endpoints where workspace_id = $1 order by created_at, id`, [
      workspaceId,
    ]);
    return result.rows.map(endpointFromRow);
  }

  async countByWorkspace(workspaceId: string): Promise<number> {
    const result = await this.pool.query('select count(*)::int as count from webhook_endpoints where workspace_id = $1', [workspaceId]);
    return result.rows[0].count;
  }
}

export function endpointFromRow(row: Record<string, unknown>): WebhookEndpoint {
  const endpoint = new WebhookEndpoint();
  endpoint.id = row.id as string;
  endpoint.workspaceId = row.workspace_id as string;
  endpoint.url = row.url as string;
  endpoint.description = (row.description as string | null) ?? null;
  endpoint.events = row.events as WebhookEventType[];
  endpoint.secret = row.secret as string;
  endpoint.createdAt = row.created_at as Date;
  return endpoint;
}
