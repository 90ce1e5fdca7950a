import { Migration } from '@mikro-orm/migrations';

/**
 * The schema publish history (mapped by SchemaEventSchema) and the search-console tables (raw queries, like the
 * bulk-run tables). Schemas already published get a "publish" event at their publishedAt so charts can mark them.
 */
export class Migration20261123160000_schema_events_search_console extends Migration {
  override name = 'Migration20261123160000_schema_events_search_console';

  override up(): void {
    this.addSql(`create table "schema_events" ("id" uuid not null, "client_site_id" uuid not null references "client_sites" ("id") on delete cascade deferrable initially deferred, "schema_id" uuid not null, "action" varchar(16) not null, "page_url" text not null, "schema_name" varchar(200) not null, "schema_type" varchar(200) not null, "user_id" uuid null, "occurred_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "schema_events_site_index" on "schema_events" ("client_site_id", "occurred_at");`);
    this.addSql(`insert into "schema_events" ("id", "client_site_id", "schema_id", "action", "page_url", "schema_name", "schema_type", "user_id", "occurred_at")
      select gen_random_uuid(), "client_site_id", "id", 'publish', "page_url", "name", "schema_type", null, "published_at" from "schemas" where "published_at" is not null;`);

    this.addSql(`create table "search_console_connections" ("client_site_id" uuid not null references "client_sites" ("id") on delete cascade, "status" varchar(24) not null, "property_url" text null, "refresh_token_sealed" text not null, "connected_by" uuid not null, "connected_at" timestamptz not null, "sync_status" varchar(16) not null default 'idle', "sync_requested_at" timestamptz null, "last_sync_at" timestamptz null, "last_sync_error" text null, "data_until" date null, "problem" text null, primary key ("client_site_id"));`);
    this.addSql(`create table "search_console_page_days" ("client_site_id" uuid not null references "client_sites" ("id") on delete cascade, "page_url" text not null, "day" date not null, "clicks" integer not null, "impressions" integer not null, "position" double precision not null, primary key ("client_site_id", "page_url", "day"));`);
    this.addSql(`create table "search_console_tracked_pages" ("client_site_id" uuid not null references "client_sites" ("id") on delete cascade, "page_url" text not null, "backfilled_at" timestamptz not null, primary key ("client_site_id", "page_url"));`);
    this.addSql(`create table "search_console_unmatched_pages" ("client_site_id" uuid not null references "client_sites" ("id") on delete cascade, "page_url" text not null, "clicks" integer not null, "impressions" integer not null, "near_page_url" text null, "reason" text not null, primary key ("client_site_id", "page_url"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "search_console_unmatched_pages";`);
    this.addSql(`drop table if exists "search_console_tracked_pages";`);
    this.addSql(`drop table if exists "search_console_page_days";`);
    this.addSql(`drop table if exists "search_console_connections";`);
    this.addSql(`drop table if exists "schema_events";`);
  }
}
