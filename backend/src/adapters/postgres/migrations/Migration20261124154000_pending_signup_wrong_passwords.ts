import { Migration } from '@mikro-orm/migrations';

/**
 * A confirmation link now asks for the password chosen at sign-up; wrong ones are counted per attempt so the link is
 * voided after a few (it must not become a way to guess that password). Rows waiting already start at zero.
 */
export class Migration20261124154000_pending_signup_wrong_passwords extends Migration {
  override name = 'Migration20261124154000_pending_signup_wrong_passwords';

  override up(): void {
    this.addSql(`alter table "pending_signups" add column "failed_attempts" int not null default 0;`);
  }

  override down(): void {
    this.addSql(`alter table "pending_signups" drop column "failed_attempts";`);
  }
}
