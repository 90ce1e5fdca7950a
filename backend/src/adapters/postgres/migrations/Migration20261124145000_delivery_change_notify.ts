import { Migration } from '@mikro-orm/migrations';
import { DELIVERY_CHANGE_CHANNEL } from '../delivery-change-channel.js';

/**
 * Every logged delivery change also sends a notification (at commit; identical ones in one transaction collapse into
 * one). The embedded database listens in its own session and raises a shared counter before the writer learns of
 * its commit, so its delivery cache needs no database round trip while nothing changed. Written by hand: the
 * delivery log and its triggers are not ORM entities.
 */
export class Migration20261124145000_delivery_change_notify extends Migration {
  override up(): void {
    this.addSql(logFunction(`perform pg_notify('${DELIVERY_CHANGE_CHANNEL}', '');`));
  }

  override down(): void {
    this.addSql(logFunction(''));
  }
}

function logFunction(notify: string): string {
  return `
    create or replace function "delivery_log_page_change"(site uuid, page text) returns void language plpgsql as $$
    declare
      next_epoch bigint;
    begin
      update "delivery_epoch" set "epoch" = "epoch" + 1 where "id" = 1 returning "epoch" into next_epoch;
      insert into "delivery_changes" ("epoch", "client_site_id", "page_url") values (next_epoch, site, page);
      ${notify}
    end;
    $$;`;
}
