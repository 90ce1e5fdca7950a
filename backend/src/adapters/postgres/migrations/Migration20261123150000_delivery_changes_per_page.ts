import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery caches evict only the pages a change touched: a schema change logs its site and exact page URL (old and
 * new when it moves), a site change logs the site with no page (every page of it). Before this, every schema edit
 * dropped the whole site's cached pages, and a site being edited fell from ~24k to ~2k deliveries per second.
 * Written by hand: the delivery log and its triggers are not ORM entities.
 */
export class Migration20261123150000_delivery_changes_per_page extends Migration {
  override up(): void {
    this.addSql(`alter table "delivery_changes" add column "page_url" text null;`);
    this.addSql(`
      create function "delivery_log_page_change"(site uuid, page text) returns void language plpgsql as $$
      declare
        next_epoch bigint;
      begin
        update "delivery_epoch" set "epoch" = "epoch" + 1 where "id" = 1 returning "epoch" into next_epoch;
        insert into "delivery_changes" ("epoch", "client_site_id", "page_url") values (next_epoch, site, page);
      end;
      $$;`);
    this.addSql(`
      create or replace function "schemas_delivery_change"() returns trigger language plpgsql as $$
      begin
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
        perform "delivery_log_page_change"(case when TG_OP = 'DELETE' then OLD."id" else NEW."id" end, null);
        return null;
      end;
      $$;`);
  }

  override down(): void {
    this.addSql(`
      create or replace function "schemas_delivery_change"() returns trigger language plpgsql as $$
      begin
        if TG_OP <> 'INSERT' then perform "delivery_log_change"(OLD."client_site_id"); end if;
        if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."client_site_id" <> OLD."client_site_id") then
          perform "delivery_log_change"(NEW."client_site_id");
        end if;
        return null;
      end;
      $$;`);
    this.addSql(`
      create or replace function "client_sites_delivery_change"() returns trigger language plpgsql as $$
      begin
        perform "delivery_log_change"(case when TG_OP = 'DELETE' then OLD."id" else NEW."id" end);
        return null;
      end;
      $$;`);
    this.addSql(`drop function if exists "delivery_log_page_change"(uuid, text);`);
    this.addSql(`alter table "delivery_changes" drop column "page_url";`);
  }
}
