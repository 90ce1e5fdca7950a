import { Migration } from '@mikro-orm/migrations';

/**
 * Signed publish webhooks: a workspace's endpoints, the outbox the schema writers fill in their own transaction,
 * and one delivery row per event and endpoint carrying its attempts (the delivery log).
 */
export class Migration20261126160000_webhooks extends Migration {
  override name = 'Migration20261126160000_webhooks';

  override up(): void {
    this.addSql(`create table "webhook_endpoints" (
      "id" uuid not null primary key,
      "workspace_id" uuid not null references "workspaces" ("id") on delete cascade,
      "url" varchar(500) not null,
      "description" varchar(200) null,
      "events" text[] not null,
      "secret" varchar(100) not null,
      "created_at" timestamptz not null);`);
    this.addSql(`create index "webhook_endpoints_workspace_index" on "webhook_endpoints" ("workspace_id", "created_at");`);
    // No foreign keys: an event outlives its schema (a deletion is itself an event) until the relay fans it out and
    // deletes it.
    this.addSql(`create table "webhook_outbox" (
      "id" uuid not null primary key,
      "client_site_id" uuid not null,
      "schema_id" uuid not null,
      "type" varchar(32) not null,
      "schema_type" varchar(200) not null,
      "page_url" text not null,
      "occurred_at" timestamptz not null);`);
    this.addSql(`create index "webhook_outbox_order_index" on "webhook_outbox" ("occurred_at");`);
    this.addSql(`create table "webhook_deliveries" (
      "id" uuid not null primary key,
      "endpoint_id" uuid not null references "webhook_endpoints" ("id") on delete cascade,
      "workspace_id" uuid not null,
      "event_id" uuid not null,
      "event_type" varchar(32) not null,
      "body" text not null,
      "status" varchar(16) not null,
      "attempts" jsonb not null default '[]',
      "next_attempt_at" timestamptz null,
      "created_at" timestamptz not null);`);
    this.addSql(`create index "webhook_deliveries_endpoint_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);
    this.addSql(`create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending';`);
  }

  override down(): void {
    this.addSql(`drop table if exists "webhook_deliveries";`);
    this.addSql(`drop table if exists "webhook_outbox";`);
    this.addSql(`drop table if exists "webhook_endpoints";`);
  }
}
