import { expect } from 'chai';
import { OfflineJsonldContextProcessor } from '../../../src/adapters/jsonld/offline-jsonld-context-processor.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';

describe('OfflineJsonldContextProcessor', () => {
  const processor = new OfflineJsonldContextProcessor(schemaOrgVocabulary);

  it('rewrites keyword aliases and an https @vocab into plain schema.org terms', async () => {
    const result = await processor.toSchemaOrgTerms({
      '@context': { '@vocab': 'https://schema.org/', type: '@type', id: '@id' },
      type: 'Product',
      id: 'https://example.com/anvil#product',
      name: 'Anvil',
      url: 'https://example.com/anvil',
    });
    expect(result).to.deep.equal({
      ok: true,
      document: {
        '@context': 'https://schema.org',
        '@id': 'https://example.com/anvil#product',
        '@type': 'Product',
        name: 'Anvil',
        url: 'https://example.com/anvil',
      },
    });
  });

  it('resolves other prefixes next to the schema.org context and keeps foreign terms as full IRIs', async () => {
    const result = await processor.toSchemaOrgTerms({
      '@context': ['https://schema.org', { s: 'https://schema.org/', ex: 'https://example.com/vocab#' }],
      '@type': 's:Event',
      's:name': 'Jazz night',
      startDate: '2026-07-21T19:00-05:00',
      'ex:internalCode': 'J-7',
    });
    expect(result.ok).to.equal(true);
    expect((result as { document: unknown }).document).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz night',
      startDate: '2026-07-21T19:00-05:00',
      'https://example.com/vocab#internalCode': 'J-7',
    });
  });

  it('reads language-tagged strings as the plain strings the author wrote', async () => {
    const result = await processor.toSchemaOrgTerms({
      '@context': { '@vocab': 'https://schema.org/', '@language': 'en', type: '@type' },
      type: 'Event',
      name: 'Jazz night',
      startDate: '2026-07-21T19:00-05:00',
    });
    expect((result as { document: unknown }).document).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz night',
      startDate: '2026-07-21T19:00-05:00',
    });
  });

  it('refuses remote contexts other than schema.org, never fetching them', async () => {
    const result = await processor.toSchemaOrgTerms({
      '@context': ['https://example.org/context.jsonld', { type: '@type' }],
      type: 'Thing',
    });
    expect(result.ok).to.equal(false);
    expect((result as { reason: string }).reason).to.match(/Remote JSON-LD context "https:\/\/example.org\/context.jsonld" was not loaded/);
  });
});
