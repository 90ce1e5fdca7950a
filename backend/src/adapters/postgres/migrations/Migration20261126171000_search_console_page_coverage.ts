import { Migration } from '@mikro-orm/migrations';

/**
 * Search Console reads each tracked page on its own (a `page` filter) instead of paging the whole property, so each
 * page keeps the days it has been read for: a sync stopped at its request limit leaves the rest for the next one.
 * Pages tracked before hold the 90 days that ended on their site's last day of data.
 */
export class Migration20261126171000_search_console_page_coverage extends Migration {
  override up(): void {
    this.addSql(`alter table "search_console_tracked_pages" add column "synced_from" date null, add column "synced_to" date null;`);
    this.addSql(`update "search_console_tracked_pages" t set "synced_to" = c."data_until", "synced_from" = c."data_until" - 89
      from "search_console_connections" c where c."client_site_id" = t."client_site_id" and c."data_until" is not null;`);
  }

  override down(): void {
    this.addSql(`alter table "search_console_tracked_pages" drop column "synced_from", drop column "synced_to";`);
  }
}
