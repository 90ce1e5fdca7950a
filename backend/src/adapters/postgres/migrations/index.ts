import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122031111_initial } from './Migration20261122031111_initial.js';
import { Migration20261122031500_integrity_sessions_delivery } from './Migration20261122031500_integrity_sessions_delivery.js';
import { Migration20261122032049_team_invitations } from './Migration20261122032049_team_invitations.js';
import { Migration20261123143115_billing } from './Migration20261123143115_billing.js';
import { Migration20261123150000_delivery_changes_per_page } from './Migration20261123150000_delivery_changes_per_page.js';
import { Migration20261123153000_ai_bulk_runs } from './Migration20261123153000_ai_bulk_runs.js';
import { Migration20261123160000_schema_events_search_console } from './Migration20261123160000_schema_events_search_console.js';
import { Migration20261123160000_site_audits } from './Migration20261123160000_site_audits.js';
import { Migration20261124140000_schema_library } from './Migration20261124140000_schema_library.js';
import { Migration20261124141000_schema_revisions } from './Migration20261124141000_schema_revisions.js';
import { Migration20261124144000_pending_signups } from './Migration20261124144000_pending_signups.js';
import { Migration20261124154000_pending_signup_wrong_passwords } from './Migration20261124154000_pending_signup_wrong_passwords.js';
import { Migration20261124160000_delivery_ignores_bookkeeping } from './Migration20261124160000_delivery_ignores_bookkeeping.js';
import { Migration20261124145000_delivery_change_notify } from './Migration20261124145000_delivery_change_notify.js';
import { Migration20261126120000_delivered_columns } from './Migration20261126120000_delivered_columns.js';
import { Migration20261126130000_bulk_item_notes } from './Migration20261126130000_bulk_item_notes.js';
import { Migration20261126150000_audit_fetch_slots_reports } from './Migration20261126150000_audit_fetch_slots_reports.js';
import { Migration20261126160000_webhooks } from './Migration20261126160000_webhooks.js';
import { Migration20261126171000_search_console_page_coverage } from './Migration20261126171000_search_console_page_coverage.js';
import { Migration20261126172000_search_console_grants } from './Migration20261126172000_search_console_grants.js';
import { Migration20261127100000_trash } from './Migration20261127100000_trash.js';
import { Migration20261127110000_workspace_branding } from './Migration20261127110000_workspace_branding.js';
import { Migration20261127120000_bulk_item_updates } from './Migration20261127120000_bulk_item_updates.js';

// Every migration, in order. Listed explicitly so the same list runs from TypeScript sources and from dist.
export const MIGRATIONS: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261122031111_initial', class: Migration20261122031111_initial },
  { name: 'Migration20261122031500_integrity_sessions_delivery', class: Migration20261122031500_integrity_sessions_delivery },
  { name: 'Migration20261122032049_team_invitations', class: Migration20261122032049_team_invitations },
  { name: 'Migration20261123143115_billing', class: Migration20261123143115_billing },
  { name: 'Migration20261123150000_delivery_changes_per_page', class: Migration20261123150000_delivery_changes_per_page },
  { name: 'Migration20261123153000_ai_bulk_runs', class: Migration20261123153000_ai_bulk_runs },
  { name: 'Migration20261123160000_schema_events_search_console', class: Migration20261123160000_schema_events_search_console },
  { name: 'Migration20261123160000_site_audits', class: Migration20261123160000_site_audits },
  { name: 'Migration20261124140000_schema_library', class: Migration20261124140000_schema_library },
  { name: 'Migration20261124141000_schema_revisions', class: Migration20261124141000_schema_revisions },
  { name: 'Migration20261124144000_pending_signups', class: Migration20261124144000_pending_signups },
  { name: 'Migration20261124145000_delivery_change_notify', class: Migration20261124145000_delivery_change_notify },
  { name: 'Migration20261124154000_pending_signup_wrong_passwords', class: Migration20261124154000_pending_signup_wrong_passwords },
  { name: 'Migration20261124160000_delivery_ignores_bookkeeping', class: Migration20261124160000_delivery_ignores_bookkeeping },
  { name: 'Migration20261126120000_delivered_columns', class: Migration20261126120000_delivered_columns },
  { name: 'Migration20261126130000_bulk_item_notes', class: Migration20261126130000_bulk_item_notes },
  { name: 'Migration20261126150000_audit_fetch_slots_reports', class: Migration20261126150000_audit_fetch_slots_reports },
  { name: 'Migration20261126160000_webhooks', class: Migration20261126160000_webhooks },
  { name: 'Migration20261126171000_search_console_page_coverage', class: Migration20261126171000_search_console_page_coverage },
  { name: 'Migration20261126172000_search_console_grants', class: Migration20261126172000_search_console_grants },
  { name: 'Migration20261127100000_trash', class: Migration20261127100000_trash },
  { name: 'Migration20261127110000_workspace_branding', class: Migration20261127110000_workspace_branding },
  { name: 'Migration20261127120000_bulk_item_updates', class: Migration20261127120000_bulk_item_updates },
];
