import { Migration } from '@mikro-orm/migrations';

/**
 * A bulk run item for a URL whose library already has a schema of the read type keeps its reading of the page as a
 * proposed update of that schema (compared and applied by choice), instead of only a note.
 */
export class Migration20261127120000_bulk_item_updates extends Migration {
  override name = 'Migration20261127120000_bulk_item_updates';

  override up(): void {
    this.addSql(`alter table "bulk_run_items" add column "update_json_ld" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "bulk_run_items" drop column "update_json_ld";`);
  }
}
