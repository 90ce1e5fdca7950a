import { Migration } from '@mikro-orm/migrations';

/**
 * A bulk run item can succeed without a new draft (the page already carries complete markup, or the library already
 * has a schema of that type for the URL): the note says which, so the run never adds a second schema silently.
 */
export class Migration20261126130000_bulk_item_notes extends Migration {
  override name = 'Migration20261126130000_bulk_item_notes';

  override up(): void {
    this.addSql(`alter table "bulk_run_items" add column "note" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "bulk_run_items" drop column "note";`);
  }
}
