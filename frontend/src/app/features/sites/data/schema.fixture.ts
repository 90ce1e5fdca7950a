import type { SchemaDto } from '@sdn/contracts';

/** A saved schema as the service answers it, with the fields a spec cares about overridden. */
export function schema(overrides: Partial<SchemaDto> & { id: string }): SchemaDto {
  return {
    clientId: 'c1',
    name: `Schema ${overrides.id}`,
    schemaType: 'Article',
    pageUrl: `https://acme.test/${overrides.id}`,
    status: 'draft',
    jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: 'Hello' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: null,
    valid: true,
    ...overrides,
  };
}
