import type { ClientSiteDto, SchemaDto, SessionResponse } from '@sdn/contracts';
import type { ClientSiteSummary } from '../../application/client-sites/site-summaries.js';
import type { SessionView } from '../../application/auth/session-view.js';
import type { Schema } from '../../domain/schema/schema.js';
import { allowedHostsOf } from '../../domain/client-site/domain-lock.js';

export function toSessionResponse(view: SessionView): SessionResponse {
  return {
    user: { id: view.user.id, email: view.user.email, name: view.user.name },
    workspace: { id: view.workspace.id, name: view.workspace.name, plan: view.plan },
    role: view.role,
  };
}

export function toClientSiteDto({ site, schemas, searchConsole }: ClientSiteSummary): ClientSiteDto {
  return {
    id: site.id,
    name: site.name,
    websiteUrl: site.websiteUrl,
    sdkStatus: site.sdkStatus === 'verified' ? 'Verified' : 'Pending SDK',
    schemaCount: schemas.total,
    schemaHealth: { published: schemas.published, paused: schemas.paused, invalid: schemas.invalid },
    lastAuditAt: site.lastAuditAt?.toISOString() ?? null,
    lastAuditScore: site.lastAuditScore,
    searchConsole: searchConsole ?? 'not_connected',
    domainLock: {
      enabled: site.domainLockEnabled,
      allowedHosts: [
        ...allowedHostsOf({ domainLockEnabled: site.domainLockEnabled, allowedHosts: site.allowedHosts, websiteHost: site.websiteHost() }),
      ],
    },
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}

export function toSchemaDto(schema: Schema): SchemaDto {
  return {
    id: schema.id,
    clientId: schema.clientSiteId,
    name: schema.name,
    schemaType: schema.schemaType,
    pageUrl: schema.pageUrl,
    status: schema.status,
    jsonLd: schema.jsonLd as SchemaDto['jsonLd'],
    createdAt: schema.createdAt.toISOString(),
    updatedAt: schema.updatedAt.toISOString(),
    publishedAt: schema.publishedAt?.toISOString() ?? null,
    valid: schema.valid,
  };
}
