import { Migration } from '@mikro-orm/migrations';

/**
 * Audits pace their fetches with a per-audit slot instead of sleeping in a job (a Crawl-delay of 10 s held a worker
 * for 10 s per page and starved other workspaces): `crawl_delay_ms` is read once from robots.txt at discovery,
 * `next_fetch_at` is the next free slot. `audit_reports` keeps each finished audit's PDF, rendered once in the pool.
 */
export class Migration20261126150000_audit_fetch_slots_reports extends Migration {
  override up(): void {
    this.addSql(`alter table "audits" add column "crawl_delay_ms" integer null, add column "next_fetch_at" timestamptz null;`);
    this.addSql(
      `create table "audit_reports" ("audit_id" uuid not null references "audits" ("id") on delete cascade, "content" bytea not null, "created_at" timestamptz not null, primary key ("audit_id"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table "audit_reports";`);
    this.addSql(`alter table "audits" drop column "crawl_delay_ms", drop column "next_fetch_at";`);
  }
}
