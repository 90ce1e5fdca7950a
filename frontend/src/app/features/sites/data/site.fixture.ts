import type { ClientSiteDto } from '@sdn/contracts';

/** A site as `GET /api/clients` returns it, for specs. */
export function site(overrides: Partial<ClientSiteDto> = {}): ClientSiteDto {
  return {
    id: '5b0f3c3e-8f7e-4a55-9a44-3f1b1f0f0001',
    name: 'Acme blog',
    websiteUrl: 'https://www.acme.test',
    sdkStatus: 'Pending SDK',
    schemaCount: 2,
    schemaHealth: { published: 1, paused: 0, invalid: 0 },
    lastAuditAt: null,
    lastAuditScore: null,
    searchConsole: 'not_connected',
    domainLock: { enabled: false, allowedHosts: [] },
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
