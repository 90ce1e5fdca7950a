import { Migration } from '@mikro-orm/migrations';

/**
 * Accept links for team invitations. Only the token's sha256 is stored. An invitation belongs to its pending seat:
 * removing the seat (owner withdraws or removes the member) deletes the link with it.
 */
export class Migration20261122032049_team_invitations extends Migration {
  override name = 'Migration20261122032049_team_invitations';

  override up(): void {
    this.addSql(`create table "team_invitations" ("id" uuid not null, "workspace_id" uuid not null, "membership_id" uuid not null, "email" varchar(320) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "team_invitations_workspace_index" on "team_invitations" ("workspace_id");`);
    this.addSql(`create index "team_invitations_membership_index" on "team_invitations" ("membership_id");`);
    this.addSql(`alter table "team_invitations" add constraint "team_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "team_invitations" add constraint "team_invitations_workspace_fk" foreign key ("workspace_id") references "workspaces" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "team_invitations" add constraint "team_invitations_membership_fk" foreign key ("membership_id") references "team_memberships" ("id") on delete cascade deferrable initially deferred;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "team_invitations";`);
  }
}
