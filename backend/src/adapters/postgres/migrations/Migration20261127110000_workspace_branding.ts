import { Migration } from '@mikro-orm/migrations';

/**
 * White-label reports (issue 21): a workspace's logo (PNG or JPEG, at most 256 KB, checked in the pool before it is
 * stored) and accent colour. `audit_reports.branding_key` records the name, colour and logo a stored report was laid
 * out with, so a report laid out before a change is laid out again on its next download.
 */
export class Migration20261127110000_workspace_branding extends Migration {
  override up(): void {
    this.addSql(
      `create table "workspace_branding" (
        "workspace_id" uuid not null references "workspaces" ("id") on delete cascade,
        "accent_colour" text null check ("accent_colour" ~ '^#[0-9a-f]{6}$'),
        "logo" bytea null check (octet_length("logo") <= 262144),
        "logo_content_type" text null check ("logo_content_type" in ('image/png', 'image/jpeg')),
        "logo_width" integer null,
        "logo_height" integer null,
        "logo_sha256" text null,
        "updated_at" timestamptz not null,
        primary key ("workspace_id"),
        check (("logo" is null) = ("logo_content_type" is null))
      );`,
    );
    this.addSql(`alter table "audit_reports" add column "branding_key" text not null default '';`);
  }

  override down(): void {
    this.addSql(`alter table "audit_reports" drop column "branding_key";`);
    this.addSql(`drop table "workspace_branding";`);
  }
}
