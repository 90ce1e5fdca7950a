import { Migration } from '@mikro-orm/migrations';

/**
 * Revision history per schema (mapped by SchemaRevisionSchema). Existing schemas get revision 1, kind "initial",
 * from their current content at their last update, authored by nobody. A trigger keeps the newest 100 revisions of
 * each schema (REVISIONS_KEPT_PER_SCHEMA) in the writing transaction, whoever writes them.
 */
export class Migration20261124141000_schema_revisions extends Migration {
  override name = 'Migration20261124141000_schema_revisions';

  override up(): void {
    this.addSql(`alter table "schemas" add column "revision" integer not null default 0;`);
    this.addSql(`create table "schema_revisions" ("schema_id" uuid not null references "schemas" ("id") on delete cascade deferrable initially deferred, "number" integer not null, "client_site_id" uuid not null, "kind" varchar(16) not null, "name" varchar(200) not null, "page_url" text not null, "schema_type" varchar(200) not null, "json_ld" json not null, "status" varchar(16) not null, "author_id" uuid null, "recorded_at" timestamptz not null, "restored_from" integer null, primary key ("schema_id", "number"));`);
    this.addSql(`insert into "schema_revisions" ("schema_id", "number", "client_site_id", "kind", "name", "page_url", "schema_type", "json_ld", "status", "author_id", "recorded_at")
      select "id", 1, "client_site_id", 'initial', "name", "page_url", "schema_type", "json_ld", "status", null, "updated_at" from "schemas";`);
    this.addSql(`update "schemas" set "revision" = 1;`);
    this.addSql(`
      create function "schema_revisions_keep_newest"() returns trigger language plpgsql as $$
      begin
        delete from "schema_revisions" where "schema_id" = new."schema_id" and "number" <= new."number" - 100;
        return null;
      end $$;`);
    this.addSql(`create trigger "schema_revisions_retention" after insert on "schema_revisions" for each row execute function "schema_revisions_keep_newest"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "schema_revisions";`);
    this.addSql(`drop function if exists "schema_revisions_keep_newest"();`);
    this.addSql(`alter table "schemas" drop column if exists "revision";`);
  }
}
