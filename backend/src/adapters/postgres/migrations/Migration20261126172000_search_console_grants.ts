import { Migration } from '@mikro-orm/migrations';

/**
 * One stored Google grant per Google account, shared by every site connected through it: Google keeps a limited
 * number of refresh tokens per account and client and silently drops the oldest, so a token per site died once an
 * agency connected enough clients. A connection now points at its grant. Existing tokens become grants of their own
 * whose id is their site's id, so the sealed values (bound to that id) still open; their account is unknown.
 */
export class Migration20261126172000_search_console_grants extends Migration {
  override up(): void {
    this.addSql(`create table "search_console_grants" ("id" uuid not null, "google_account" text null, "refresh_token_sealed" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create unique index "search_console_grants_account_unique" on "search_console_grants" ("google_account") where "google_account" is not null;`);
    this.addSql(`insert into "search_console_grants" ("id", "google_account", "refresh_token_sealed", "created_at", "updated_at")
      select "client_site_id", null, "refresh_token_sealed", "connected_at", "connected_at" from "search_console_connections";`);
    this.addSql(`alter table "search_console_connections" add column "grant_id" uuid null references "search_console_grants" ("id");`);
    this.addSql(`update "search_console_connections" set "grant_id" = "client_site_id";`);
    this.addSql(`alter table "search_console_connections" alter column "grant_id" set not null, drop column "refresh_token_sealed";`);
    this.addSql(`create index "search_console_connections_grant_index" on "search_console_connections" ("grant_id");`);
  }

  override down(): void {
    this.addSql(`alter table "search_console_connections" add column "refresh_token_sealed" text null;`);
    this.addSql(`update "search_console_connections" c set "refresh_token_sealed" = g."refresh_token_sealed" from "search_console_grants" g where g."id" = c."grant_id";`);
    this.addSql(`alter table "search_console_connections" drop column "grant_id";`);
    this.addSql(`drop table "search_console_grants";`);
  }
}
