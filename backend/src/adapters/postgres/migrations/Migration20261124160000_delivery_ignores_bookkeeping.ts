import { Migration } from '@mikro-orm/migrations';

/**
 * A schema update that changes nothing delivery serves (the stored validator verdict, the revision counter, the
 * update time) logs no delivery change. Before this, the validity backfill's writes after an upgrade evicted every
 * page it touched and, on the embedded database, cost delivery a round trip each. Delivered fields: the site, page
 * URL, status, name, type and JSON-LD (compared as text: `json` has no equality). Written by hand: the delivery log
 * and its triggers are not ORM entities.
 */
export class Migration20261124160000_delivery_ignores_bookkeeping extends Migration {
  override up(): void {
    this.addSql(schemasDeliveryChange(`
        if TG_OP = 'UPDATE' and NEW."client_site_id" = OLD."client_site_id" and NEW."page_url" = OLD."page_url"
          and NEW."status" = OLD."status" and NEW."name" = OLD."name" and NEW."schema_type" = OLD."schema_type"
          and NEW."json_ld"::text = OLD."json_ld"::text then
          return null;
        end if;`));
  }

  override down(): void {
    this.addSql(schemasDeliveryChange(''));
  }
}

function schemasDeliveryChange(skipBookkeeping: string): string {
  return `
    create or replace function "schemas_delivery_change"() returns trigger language plpgsql as $$
    begin${skipBookkeeping}
      if TG_OP <> 'INSERT' then perform "delivery_log_page_change"(OLD."client_site_id", OLD."page_url"); end if;
      if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."client_site_id" <> OLD."client_site_id" or NEW."page_url" <> OLD."page_url") then
        perform "delivery_log_page_change"(NEW."client_site_id", NEW."page_url");
      end if;
      return null;
    end;
    $$;`;
}
