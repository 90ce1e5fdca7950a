import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031111_initial extends Migration {

  override name = 'Migration20261122031111_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "client_sites" ("id" uuid not null, "workspace_id" uuid not null, "name" varchar(120) not null, "website_url" varchar(2048) not null, "sdk_status" varchar(16) not null default 'pending', "sdk_verified_at" timestamptz null, "domain_lock_enabled" boolean not null default false, "allowed_hosts" text[] not null, "last_audit_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "client_sites_workspace_index" on "client_sites" ("workspace_id");`);

    this.addSql(`create table "schemas" ("id" uuid not null, "client_site_id" uuid not null, "name" varchar(200) not null, "schema_type" varchar(200) not null, "page_url" text not null, "status" varchar(16) not null, "json_ld" json not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "published_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "schemas_site_index" on "schemas" ("client_site_id", "updated_at");`);
    this.addSql(`create index "schemas_delivery_index" on "schemas" ("client_site_id", "page_url", "status");`);

    this.addSql(`create table "subscriptions" ("id" uuid not null, "workspace_id" uuid not null, "plan" varchar(16) not null default 'free', "status" varchar(16) not null default 'active', "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_workspace_unique" unique ("workspace_id");`);

    this.addSql(`create table "team_memberships" ("id" uuid not null, "workspace_id" uuid not null, "user_id" uuid null, "email" varchar(320) not null, "role" varchar(16) not null, "status" varchar(16) not null, "invited_at" timestamptz not null, "joined_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "team_memberships_user_index" on "team_memberships" ("user_id");`);
    this.addSql(`alter table "team_memberships" add constraint "team_memberships_workspace_email_unique" unique ("workspace_id", "email");`);

    this.addSql(`create table "users" ("id" uuid not null, "email" varchar(320) not null, "name" varchar(200) null, "password_hash" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "workspaces" ("id" uuid not null, "name" varchar(320) not null, "owner_user_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "workspaces_owner_user_id_index" on "workspaces" ("owner_user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "client_sites" cascade;`);
    this.addSql(`drop table if exists "schemas" cascade;`);
    this.addSql(`drop table if exists "subscriptions" cascade;`);
    this.addSql(`drop table if exists "team_memberships" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "workspaces" cascade;`);
  }

}
