import { Migration } from '@mikro-orm/migrations';

// Billing (Stripe): the workspace's customer and followed subscription, and the receipts of applied webhook events.
// Trimmed from the generated diff to the billing changes: the rest of the diff was the hand-written delivery
// tables, triggers and foreign keys the entity schemas do not describe.
export class Migration20261123143115_billing extends Migration {
  override name = 'Migration20261123143115_billing';

  override up(): void | Promise<void> {
    this.addSql(`create table "billing_event_receipts" ("event_id" varchar(255) not null, "type" varchar(100) not null, "received_at" timestamptz not null, primary key ("event_id"));`);
    this.addSql(`alter table "subscriptions" add "billing_customer_id" varchar(255) null, add "billing_subscription_id" varchar(255) null, add "billing_synced_at" timestamptz null;`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_billing_customer_unique" unique ("billing_customer_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_billing_customer_unique";`);
    this.addSql(`alter table "subscriptions" drop column "billing_customer_id", drop column "billing_subscription_id", drop column "billing_synced_at";`);
    this.addSql(`drop table if exists "billing_event_receipts" cascade;`);
  }
}
