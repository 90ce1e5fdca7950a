import { Migration } from '@mikro-orm/migrations';

/**
 * The schema library at thousands of schemas per site: the validator's verdict stored with each schema (null until
 * checked: existing rows are checked in the background after start, see BackfillSchemaValidity) and one index per
 * sort and filter the library offers, each leading with the site and ending with the id that breaks ties (the list
 * orders by the column, then id, in one direction, so a page is read in index order either way). The site's
 * updated-at index gains the id for the same reason.
 */
export class Migration20261124140000_schema_library extends Migration {
  override name = 'Migration20261124140000_schema_library';

  override up(): void {
    this.addSql(`alter table "schemas" add column "valid" boolean null;`);
    this.addSql(`drop index "schemas_site_index";`);
    this.addSql(`create index "schemas_site_updated_index" on "schemas" ("client_site_id", "updated_at", "id");`);
    this.addSql(`create index "schemas_site_name_index" on "schemas" ("client_site_id", "name", "id");`);
    this.addSql(`create index "schemas_site_type_index" on "schemas" ("client_site_id", "schema_type", "updated_at", "id");`);
    this.addSql(`create index "schemas_site_page_index" on "schemas" ("client_site_id", "page_url", "id");`);
    this.addSql(`create index "schemas_site_status_index" on "schemas" ("client_site_id", "status", "updated_at", "id");`);
    this.addSql(`create index "schemas_site_valid_index" on "schemas" ("client_site_id", "valid", "updated_at", "id");`);
    // The background check looks for rows without a verdict across sites.
    this.addSql(`create index "schemas_unchecked_index" on "schemas" ("id") where "valid" is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "schemas_unchecked_index";`);
    this.addSql(`drop index if exists "schemas_site_valid_index";`);
    this.addSql(`drop index if exists "schemas_site_status_index";`);
    this.addSql(`drop index if exists "schemas_site_type_index";`);
    this.addSql(`drop index if exists "schemas_site_name_index";`);
    this.addSql(`drop index if exists "schemas_site_page_index";`);
    this.addSql(`drop index if exists "schemas_site_updated_index";`);
    this.addSql(`create index "schemas_site_index" on "schemas" ("client_site_id", "updated_at");`);
    this.addSql(`alter table "schemas" drop column "valid";`);
  }
}
