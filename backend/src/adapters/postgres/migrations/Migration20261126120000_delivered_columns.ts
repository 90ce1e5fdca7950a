import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery triggers compare exactly the delivered columns (adapters/postgres/delivered-columns.ts, copied here
 * as they are today: a migration must not change when the list does). client_sites now logs a change only when a
 * delivered column changes, so a finished audit (last audit date and score), an edit of the site's name or an
 * `updated_at` bump no longer evict the site's pages; schemas also compare `published_at`, which orders a page's
 * schemas in the catalog's answer. Written by hand: the delivery log and its triggers are not ORM entities.
 */
export class Migration20261126120000_delivered_columns extends Migration {
  override up(): void {
    this.addSql(schemasDeliveryChange(`
        if TG_OP = 'UPDATE' and NEW."client_site_id" is not distinct from OLD."client_site_id" and NEW."page_url" is not distinct from OLD."page_url" and NEW."status" is not distinct from OLD."status" and NEW."name" is not distinct from OLD."name" and NEW."schema_type" is not distinct from OLD."schema_type" and NEW."json_ld"::text is not distinct from OLD."json_ld"::text and NEW."published_at" is not distinct from OLD."published_at" then
          return null;
        end if;`));
    this.addSql(sitesDeliveryChange(`
        if TG_OP = 'UPDATE' and NEW."website_url" is not distinct from OLD."website_url" and NEW."domain_lock_enabled" is not distinct from OLD."domain_lock_enabled" and NEW."allowed_hosts" is not distinct from OLD."allowed_hosts" and NEW."sdk_status" is not distinct from OLD."sdk_status" then
          return null;
        end if;`));
  }

  override down(): void {
    this.addSql(schemasDeliveryChange(`
        if TG_OP = 'UPDATE' and NEW."client_site_id" = OLD."client_site_id" and NEW."page_url" = OLD."page_url"
          and NEW."status" = OLD."status" and NEW."name" = OLD."name" and NEW."schema_type" = OLD."schema_type"
          and NEW."json_ld"::text = OLD."json_ld"::text then
          return null;
        end if;`));
    this.addSql(sitesDeliveryChange(''));
  }
}

function schemasDeliveryChange(skipUndelivered: string): string {
  return `
    create or replace function "schemas_delivery_change"() returns trigger language plpgsql as $$
    begin${skipUndelivered}
      if TG_OP <> 'INSERT' then perform "delivery_log_page_change"(OLD."client_site_id", OLD."page_url"); end if;
      if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."client_site_id" <> OLD."client_site_id" or NEW."page_url" <> OLD."page_url") then
        perform "delivery_log_page_change"(NEW."client_site_id", NEW."page_url");
      end if;
      return null;
    end;
    $$;`;
}

function sitesDeliveryChange(skipUndelivered: string): string {
  return `
    create or replace function "client_sites_delivery_change"() returns trigger language plpgsql as $$
    begin${skipUndelivered}
      perform "delivery_log_page_change"(case when TG_OP = 'DELETE' then OLD."id" else NEW."id" end, null);
      return null;
    end;
    $$;`;
}
