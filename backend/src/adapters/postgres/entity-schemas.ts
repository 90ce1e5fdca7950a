import { EntitySchema } from '@mikro-orm/core';
import { ClientSite } from '../../domain/client-site/client-site.js';
import { Schema } from '../../domain/schema/schema.js';
import { Subscription } from '../../domain/account/subscription.js';
import { TeamMembership } from '../../domain/account/team-membership.js';
import { User } from '../../domain/account/user.js';
import { Workspace } from '../../domain/account/workspace.js';
import { BillingEventReceiptSchema } from './billing-event-receipt-schema.js';
import { InvitationSchema } from './invitation-entity-schema.js';
import { PendingSignupSchema } from './pending-signup-entity-schema.js';
import { SchemaEventSchema } from './schema-event-entity-schema.js';
import { SchemaRevisionSchema } from './schema-revision-entity-schema.js';
import { WebhookOutboxEntrySchema } from './webhook-outbox-entry.js';

// Persistence mapping of the domain classes. Relations are plain uuid columns with foreign keys declared in the
// migrations: aggregates reference each other by id, never by object graph.
const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;

/**
 * Sites and schemas in the trash stay in their tables (Migration20261127100000) and are invisible to every ORM read
 * through this default filter: the domain never sees a trashed row, so every list, count and limit leaves it out
 * without knowing the trash exists. Only the trash adapter (MikroOrmTrash) reads them, in SQL of its own.
 */
export const LIVE_ROWS_FILTER = 'live';
const liveRowsOnly = { [LIVE_ROWS_FILTER]: { name: LIVE_ROWS_FILTER, cond: { deletedAt: null }, default: true } };
// Mapped only for the filter: the domain classes have no such field, and no ORM write ever sets it.
const trashColumns = { deletedAt: { ...timestamp, nullable: true } } as const;

export const UserSchema = new EntitySchema({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 320, unique: 'users_email_unique' },
    name: { type: 'string', length: 200, nullable: true },
    passwordHash: { type: 'string', length: 255 },
    createdAt: timestamp,
  },
});

export const WorkspaceSchema = new EntitySchema({
  class: Workspace,
  tableName: 'workspaces',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 320 },
    ownerUserId: { type: 'uuid', index: true },
    createdAt: timestamp,
  },
});

export const TeamMembershipSchema = new EntitySchema({
  class: TeamMembership,
  tableName: 'team_memberships',
  uniques: [{ name: 'team_memberships_workspace_email_unique', properties: ['workspaceId', 'email'] }],
  indexes: [{ name: 'team_memberships_user_index', properties: ['userId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    workspaceId: { type: 'uuid' },
    userId: { type: 'uuid', nullable: true },
    email: { type: 'string', length: 320 },
    role: { type: 'string', length: 16 },
    status: { type: 'string', length: 16 },
    invitedAt: timestamp,
    joinedAt: { ...timestamp, nullable: true },
  },
});

export const SubscriptionSchema = new EntitySchema({
  class: Subscription,
  tableName: 'subscriptions',
  properties: {
    id: { type: 'uuid', primary: true },
    workspaceId: { type: 'uuid', unique: 'subscriptions_workspace_unique' },
    plan: { type: 'string', length: 16 },
    status: { type: 'string', length: 16 },
    currentPeriodEnd: { ...timestamp, nullable: true },
    cancelAtPeriodEnd: { type: 'boolean' },
    updatedAt: timestamp,
    billingCustomerId: { type: 'string', length: 255, nullable: true, unique: 'subscriptions_billing_customer_unique' },
    billingSubscriptionId: { type: 'string', length: 255, nullable: true },
    billingSyncedAt: { ...timestamp, nullable: true },
  },
});

export const ClientSiteSchema = new EntitySchema({
  class: ClientSite,
  tableName: 'client_sites',
  filters: liveRowsOnly,
  properties: {
    ...trashColumns,
    id: { type: 'uuid', primary: true },
    workspaceId: { type: 'uuid', index: 'client_sites_workspace_index' },
    name: { type: 'string', length: 120 },
    websiteUrl: { type: 'string', length: 2048 },
    sdkStatus: { type: 'string', length: 16 },
    sdkVerifiedAt: { ...timestamp, nullable: true },
    domainLockEnabled: { type: 'boolean' },
    allowedHosts: { type: 'string[]', columnType: 'text[]' },
    lastAuditAt: { ...timestamp, nullable: true },
    lastAuditScore: { type: 'smallint', nullable: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

export const SchemaRecordSchema = new EntitySchema({
  class: Schema,
  tableName: 'schemas',
  filters: liveRowsOnly,
  indexes: [
    // Partial on live rows (`deleted_at is null`, see the trash migration): the delivery query names that predicate.
    { name: 'schemas_delivery_index', properties: ['clientSiteId', 'pageUrl', 'status'] },
    // The library's orders and filters at thousands of schemas per site (Migration20261124140000): each leads with
    // the site and ends with the id tie-breaker, so a page is read in index order in either direction.
    { name: 'schemas_site_updated_index', properties: ['clientSiteId', 'updatedAt', 'id'] },
    { name: 'schemas_site_name_index', properties: ['clientSiteId', 'name', 'id'] },
    { name: 'schemas_site_type_index', properties: ['clientSiteId', 'schemaType', 'updatedAt', 'id'] },
    { name: 'schemas_site_page_index', properties: ['clientSiteId', 'pageUrl', 'id'] },
    { name: 'schemas_site_status_index', properties: ['clientSiteId', 'status', 'updatedAt', 'id'] },
    { name: 'schemas_site_valid_index', properties: ['clientSiteId', 'valid', 'updatedAt', 'id'] },
  ],
  properties: {
    ...trashColumns,
    id: { type: 'uuid', primary: true },
    clientSiteId: { type: 'uuid' },
    name: { type: 'string', length: 200 },
    schemaType: { type: 'string', length: 200 },
    pageUrl: { type: 'text' },
    status: { type: 'string', length: 16 },
    // json, not jsonb: delivered markup keeps the owner's key order (@context and @type first) byte for byte.
    jsonLd: { type: 'json', columnType: 'json' },
    createdAt: timestamp,
    updatedAt: timestamp,
    publishedAt: { ...timestamp, nullable: true },
    valid: { type: 'boolean', nullable: true },
    revision: { type: 'integer' },
  },
});

export const ENTITY_SCHEMAS = [
  UserSchema,
  WorkspaceSchema,
  TeamMembershipSchema,
  SubscriptionSchema,
  ClientSiteSchema,
  SchemaRecordSchema,
  InvitationSchema,
  BillingEventReceiptSchema,
  SchemaEventSchema,
  PendingSignupSchema,
  SchemaRevisionSchema,
  WebhookOutboxEntrySchema,
];
