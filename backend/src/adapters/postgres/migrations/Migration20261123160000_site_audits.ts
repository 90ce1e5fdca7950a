import { Migration } from '@mikro-orm/migrations';

/**
 * Site audits and their pages (written by raw queries, like bulk runs; pg-boss holds the jobs), and the site's last
 * audit score next to its last audit date for the client card.
 */
export class Migration20261123160000_site_audits extends Migration {
  override name = 'Migration20261123160000_site_audits';

  override up(): void {
    this.addSql(`alter table "client_sites" add column "last_audit_score" smallint null;`);
    this.addSql(`create table "audits" ("id" uuid not null, "workspace_id" uuid not null references "workspaces" ("id") on delete cascade, "client_site_id" uuid not null references "client_sites" ("id") on delete cascade, "created_by" uuid not null, "plan" varchar(16) not null, "status" varchar(16) not null, "deep" boolean not null, "max_pages" integer not null, "discovery" varchar(16) null, "robots_txt" text null, "score" smallint null, "coverage" smallint null, "error" text null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "audits_site_index" on "audits" ("client_site_id", "created_at");`);
    this.addSql(`create table "audit_pages" ("id" uuid not null, "audit_id" uuid not null references "audits" ("id") on delete cascade, "position" integer not null, "url" text not null, "status" varchar(16) not null, "attempts" integer not null default 0, "score" smallint null, "page_kind" varchar(100) null, "markup" jsonb not null default '[]', "findings" jsonb not null default '[]', "proposal" jsonb null, "error" text null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"), unique ("audit_id", "url"));`);
    this.addSql(`create index "audit_pages_audit_status_index" on "audit_pages" ("audit_id", "status");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_pages";`);
    this.addSql(`drop table if exists "audits";`);
    this.addSql(`alter table "client_sites" drop column if exists "last_audit_score";`);
  }
}
