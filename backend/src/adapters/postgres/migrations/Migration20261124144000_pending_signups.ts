import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-ups waiting for their emailed confirmation link (SIGNUP_CONFIRMATION=required). Only the token's sha256 is
 * stored; the row carries the password hash chosen in that attempt and is deleted when an account is confirmed or
 * the link has expired.
 */
export class Migration20261124144000_pending_signups extends Migration {
  override name = 'Migration20261124144000_pending_signups';

  override up(): void {
    this.addSql(`create table "pending_signups" ("id" uuid not null, "email" varchar(320) not null, "name" varchar(200) null, "password_hash" varchar(255) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "pending_signups_email_index" on "pending_signups" ("email");`);
    this.addSql(`create index "pending_signups_expires_at_index" on "pending_signups" ("expires_at");`);
    this.addSql(`alter table "pending_signups" add constraint "pending_signups_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "pending_signups";`);
  }
}
