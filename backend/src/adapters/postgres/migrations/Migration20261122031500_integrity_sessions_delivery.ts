import { Migration } from '@mikro-orm/migrations';

/**
 * What entity mapping cannot express: foreign keys between aggregates (they reference each other by id, so the
 * ORM cannot order inserts by them: the checks are deferred to commit), the
 * session and quota tables owned by adapters, and the delivery epoch.
 *
 * Delivery freshness across instances: every committed change to a site or schema bumps one epoch row and logs the
 * affected site under the new epoch, inside the writing transaction (triggers, so no write path can forget). The
 * writers serialise on the epoch row, so epochs commit in order and a reader that sees epoch N has seen every change
 * up to N. Delivery caches compare their epoch with the database's on each request and drop only the sites logged since.
 */
export class Migration20261122031500_integrity_sessions_delivery extends Migration {
  override name = 'Migration20261122031500_integrity_sessions_delivery';

  override up(): void {
    this.addSql(`alter table "workspaces" add constraint "workspaces_owner_fk" foreign key ("owner_user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "team_memberships" add constraint "team_memberships_workspace_fk" foreign key ("workspace_id") references "workspaces" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "team_memberships" add constraint "team_memberships_user_fk" foreign key ("user_id") references "users" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_workspace_fk" foreign key ("workspace_id") references "workspaces" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "client_sites" add constraint "client_sites_workspace_fk" foreign key ("workspace_id") references "workspaces" ("id") on delete cascade deferrable initially deferred;`);
    this.addSql(`alter table "schemas" add constraint "schemas_client_site_fk" foreign key ("client_site_id") references "client_sites" ("id") on delete cascade deferrable initially deferred;`);

    this.addSql(`create table "http_sessions" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamptz(6) not null);`);
    this.addSql(`create index "http_sessions_expire_index" on "http_sessions" ("expire");`);

    this.addSql(`create table "generation_usage" ("workspace_id" uuid not null references "workspaces" ("id") on delete cascade, "period" char(7) not null, "used" integer not null default 0, primary key ("workspace_id", "period"));`);

    this.addSql(`create table "delivery_epoch" ("id" smallint primary key check ("id" = 1), "epoch" bigint not null);`);
    this.addSql(`insert into "delivery_epoch" ("id", "epoch") values (1, 0);`);
    this.addSql(`create table "delivery_changes" ("epoch" bigint not null primary key, "client_site_id" uuid not null, "changed_at" timestamptz not null default now());`);
    this.addSql(`
      create function "delivery_log_change"(site uuid) returns void language plpgsql as $$
      declare
        next_epoch bigint;
      begin
        update "delivery_epoch" set "epoch" = "epoch" + 1 where "id" = 1 returning "epoch" into next_epoch;
        insert into "delivery_changes" ("epoch", "client_site_id") values (next_epoch, site);
      end;
      $$;`);
    this.addSql(`
      create function "schemas_delivery_change"() returns trigger language plpgsql as $$
      begin
        if TG_OP <> 'INSERT' then perform "delivery_log_change"(OLD."client_site_id"); end if;
        if TG_OP <> 'DELETE' and (TG_OP = 'INSERT' or NEW."client_site_id" <> OLD."client_site_id") then
          perform "delivery_log_change"(NEW."client_site_id");
        end if;
        return null;
      end;
      $$;`);
    this.addSql(`
      create function "client_sites_delivery_change"() returns trigger language plpgsql as $$
      begin
        perform "delivery_log_change"(case when TG_OP = 'DELETE' then OLD."id" else NEW."id" end);
        return null;
      end;
      $$;`);
    this.addSql(`create trigger "schemas_delivery_epoch" after insert or update or delete on "schemas" for each row execute function "schemas_delivery_change"();`);
    this.addSql(`create trigger "client_sites_delivery_epoch" after insert or update or delete on "client_sites" for each row execute function "client_sites_delivery_change"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "client_sites_delivery_epoch" on "client_sites";`);
    this.addSql(`drop trigger if exists "schemas_delivery_epoch" on "schemas";`);
    this.addSql(`drop function if exists "client_sites_delivery_change"();`);
    this.addSql(`drop function if exists "schemas_delivery_change"();`);
    this.addSql(`drop function if exists "delivery_log_change"(uuid);`);
    this.addSql(`drop table if exists "delivery_changes";`);
    this.addSql(`drop table if exists "delivery_epoch";`);
    this.addSql(`drop table if exists "generation_usage";`);
    this.addSql(`drop table if exists "http_sessions";`);
    for (const [table, constraint] of [
      ['schemas', 'schemas_client_site_fk'], ['client_sites', 'client_sites_workspace_fk'],
      ['subscriptions', 'subscriptions_workspace_fk'], ['team_memberships', 'team_memberships_user_fk'],
      ['team_memberships', 'team_memberships_workspace_fk'], ['workspaces', 'workspaces_owner_fk'],
    ]) {
      this.addSql(`alter table "${table}" drop constraint if exists "${constraint}";`);
    }
  }
}
