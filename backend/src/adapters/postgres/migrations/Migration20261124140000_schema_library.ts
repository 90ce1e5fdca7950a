import { Migration } from '@mikro-orm/migrations';

/**
 * The schema library at thousands of schemas per site: the validator's verdict stored with each schema (null until
 * checked: existing rows are checked in the background after start, see BackfillSchemaValidity) and one index per
 * sort and filter the library offers, each leading with the site.
 */
export class Migration20261124140000_schema_library extends Migration {
  override name = 'Migration20261124140000_schema_library';

  override up(): void {
    this.addSql(`alter table "schemas" add column "valid" boolean null;`);
    this.addSql(`create index "schemas_site_name_index" on "schemas" ("client_site_id", "name", "id");`);
    this.addSql(`create index "schemas_site_type_index" on "schemas" ("client_site_id", "schema_type", "id");`);
    this.addSql(`create index "schemas_site_status_index" on "schemas" ("client_site_id", "status", "updated_at");`);
    this.addSql(`create index "schemas_site_valid_index" on "schemas" ("client_site_id", "valid", "updated_at");`);
    // The background check looks for rows without a verdict across sites.
    this.addSql(`create index "schemas_unchecked_index" on "schemas" ("id") where "valid" is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "schemas_unchecked_index";`);
    this.addSql(`drop index if exists "schemas_site_valid_index";`);
    this.addSql(`drop index if exists "schemas_site_status_index";`);
    this.addSql(`drop index if exists "schemas_site_type_index";`);
    this.addSql(`drop index if exists "schemas_site_name_index";`);
    this.addSql(`alter table "schemas" drop column "valid";`);
  }
}
