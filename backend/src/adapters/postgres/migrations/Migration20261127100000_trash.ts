import { Migration } from '@mikro-orm/migrations';

/**
 * The trash: a deleted site or schema keeps its row with `deleted_at` / `deleted_by` until it is restored or purged
 * (TRASH_RETENTION_DAYS). A site's schemas go with it and are marked `deleted_with_site`, so restoring the site
 * brings back exactly those and leaves the ones trashed on their own before it in the trash.
 *
 * Delivery reads `deleted_at` of both tables, so it joins the delivered columns the triggers compare (the list in
 * adapters/postgres/delivered-columns.ts, copied here as it is today). The delivery index becomes partial on live
 * rows: the catalog's query names the same predicate, so it stays one index probe and trashed rows never enter it.
 * Written by hand: the delivery log and its triggers are not ORM entities.
 */
export class Migration20261127100000_trash extends Migration {
  override name = 'Migration20261127100000_trash';

  override up(): void {
    this.addSql(`alter table "client_sites" add column "deleted_at" timestamptz null, add column "deleted_by" uuid null;`);
    this.addSql(
      `alter table "schemas" add column "deleted_at" timestamptz null, add column "deleted_by" uuid null, add column "deleted_with_site" boolean not null default false;`,
    );
    this.addSql(`create index "client_sites_trash_index" on "client_sites" ("workspace_id", "deleted_at") where "deleted_at" is not null;`);
    this.addSql(`create index "schemas_trash_index" on "schemas" ("client_site_id", "deleted_at") where "deleted_at" is not null;`);
    this.addSql(`create index "schemas_purge_index" on "schemas" ("deleted_at") where "deleted_at" is not null;`);
    this.addSql(`create index "client_sites_purge_index" on "client_sites" ("deleted_at") where "deleted_at" is not null;`);
    this.addSql(`drop index "schemas_delivery_index";`);
    this.addSql(`create index "schemas_delivery_index" on "schemas" ("client_site_id", "page_url", "status") where "deleted_at" is null;`);
    this.addSql(`
      create or replace function "schemas_delivery_change"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE' and NEW."client_site_id" is not distinct from OLD."client_site_id" and NEW."page_url" is not distinct from OLD."page_url" and NEW."status" is not distinct from OLD."status" and NEW."name" is not distinct from OLD."name" and NEW."schema_type" is not distinct from OLD."schema_type" and NEW."json_ld"::text is not distinct from OLD."json_ld"::text and NEW."published_at" is not distinct from OLD."published_at" and NEW."deleted_at" is not distinct from OLD."deleted_at" then
          return null;
        end if;
        if TG_OP <> 'INSERT' then perform "delivery_log_page_change"(OLD."client_site_id", OLD."page_url"); end if;
        if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."client_site_id" <> OLD."client_site_id" or NEW."page_url" <> OLD."page_url") then
          perform "delivery_log_page_change"(NEW."client_site_id", NEW."page_url");
        end if;
        return null;
      end;
      $$;`);
    this.addSql(`
      create or replace function "client_sites_delivery_change"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE' and NEW."website_url" is not distinct from OLD."website_url" and NEW."domain_lock_enabled" is not distinct from OLD."domain_lock_enabled" and NEW."allowed_hosts" is not distinct from OLD."allowed_hosts" and NEW."sdk_status" is not distinct from OLD."sdk_status" and NEW."deleted_at" is not distinct from OLD."deleted_at" then
          return null;
        end if;
        perform "delivery_log_page_change"(case when TG_OP = 'DELETE' then OLD."id" else NEW."id" end, null);
        return null;
      end;
      $$;`);
  }

  override down(): void {
    this.addSql(`
      create or replace function "schemas_delivery_change"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE' and NEW."client_site_id" is not distinct from OLD."client_site_id" and NEW."page_url" is not distinct from OLD."page_url" and NEW."status" is not distinct from OLD."status" and NEW."name" is not distinct from OLD."name" and NEW."schema_type" is not distinct from OLD."schema_type" and NEW."json_ld"::text is not distinct from OLD."json_ld"::text and NEW."published_at" is not distinct from OLD."published_at" then
          return null;
        end if;
        if TG_OP <> 'INSERT' then perform "delivery_log_page_change"(OLD."client_site_id", OLD."page_url"); end if;
        if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."client_site_id" <> OLD."client_site_id" or NEW."page_url" <> OLD."page_url") then
          perform "delivery_log_page_change"(NEW."client_site_id", NEW."page_url");
        end if;
        return null;
      end;
      $$;`);
    this.addSql(`
      create or replace function "client_sites_delivery_change"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE' and NEW."website_url" is not distinct from OLD."website_url" and NEW."domain_lock_enabled" is not distinct from OLD."domain_lock_enabled" and NEW."allowed_hosts" is not distinct from OLD."allowed_hosts" and NEW."sdk_status" is not distinct from OLD."sdk_status" then
          return null;
        end if;
        perform "delivery_log_page_change"(case when TG_OP = 'DELETE' then OLD."id" else NEW."id" end, null);
        return null;
      end;
      $$;`);
    this.addSql(`drop index "schemas_delivery_index";`);
    this.addSql(`create index "schemas_delivery_index" on "schemas" ("client_site_id", "page_url", "status");`);
    this.addSql(`drop index "client_sites_purge_index"; drop index "schemas_purge_index"; drop index "schemas_trash_index"; drop index "client_sites_trash_index";`);
    this.addSql(`alter table "schemas" drop column "deleted_with_site", drop column "deleted_by", drop column "deleted_at";`);
    this.addSql(`alter table "client_sites" drop column "deleted_by", drop column "deleted_at";`);
  }
}
