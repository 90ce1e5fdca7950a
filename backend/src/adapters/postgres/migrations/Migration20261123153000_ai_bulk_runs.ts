import { Migration } from '@mikro-orm/migrations';

/**
 * AI extraction counters (with model token totals) and the progress tables of bulk runs. Job delivery itself lives
 * in pg-boss's own schema; these tables hold what users see. Written by raw queries (no entity schema), like
 * generation_usage.
 */
export class Migration20261123153000_ai_bulk_runs extends Migration {
  override name = 'Migration20261123153000_ai_bulk_runs';

  override up(): void {
    this.addSql(`create table "ai_usage" ("workspace_id" uuid not null references "workspaces" ("id") on delete cascade, "period" char(7) not null, "used" integer not null default 0, "input_tokens" bigint not null default 0, "output_tokens" bigint not null default 0, primary key ("workspace_id", "period"));`);
    this.addSql(`create table "bulk_runs" ("id" uuid not null, "workspace_id" uuid not null references "workspaces" ("id") on delete cascade, "client_site_id" uuid not null references "client_sites" ("id") on delete cascade, "created_by" uuid not null, "plan" varchar(16) not null, "status" varchar(16) not null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "bulk_runs_site_index" on "bulk_runs" ("client_site_id", "created_at");`);
    this.addSql(`create table "bulk_run_items" ("id" uuid not null, "run_id" uuid not null references "bulk_runs" ("id") on delete cascade, "position" integer not null, "url" text not null, "status" varchar(16) not null, "attempts" integer not null default 0, "schema_type" varchar(200) null, "source" varchar(16) null, "is_valid" boolean null, "error" text null, "schema_id" uuid null references "schemas" ("id") on delete set null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"), unique ("run_id", "position"));`);
    this.addSql(`create index "bulk_run_items_run_status_index" on "bulk_run_items" ("run_id", "status");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "bulk_run_items";`);
    this.addSql(`drop table if exists "bulk_runs";`);
    this.addSql(`drop table if exists "ai_usage";`);
  }
}
