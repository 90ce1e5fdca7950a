import { expect } from 'chai';
import {
  createOfflineDocumentLoader,
  expandOffline,
  RemoteContextRefusedError,
} from '../../../src/adapters/jsonld/offline-document-loader.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';

describe('Offline jsonld document loader', () => {
  it('serves the schema.org context from memory for http and https', async () => {
    const load = createOfflineDocumentLoader(schemaOrgVocabulary);
    for (const url of ['https://schema.org', 'http://schema.org/', 'https://schema.org/docs/jsonldcontext.jsonld']) {
      const { document } = await load(url);
      const terms = (document as { '@context': Record<string, unknown> })['@context'];
      expect(terms['@vocab']).to.equal('http://schema.org/');
      expect(terms.sameAs).to.deep.equal({ '@id': 'schema:sameAs', '@type': '@id' });
    }
  });

  it('expands schema.org documents without the network', async () => {
    const { expanded, warnings } = await expandOffline(
      { '@context': 'https://schema.org', '@type': 'Product', name: 'Anvil', url: 'https://example.com/anvil' },
      createOfflineDocumentLoader(schemaOrgVocabulary),
    );
    expect(warnings).to.deep.equal([]);
    expect(expanded).to.deep.equal([
      {
        '@type': ['http://schema.org/Product'],
        'http://schema.org/name': [{ '@value': 'Anvil' }],
        'http://schema.org/url': [{ '@id': 'https://example.com/anvil' }],
      },
    ]);
  });

  it('refuses any other remote context with a clear warning', async () => {
    const load = createOfflineDocumentLoader(schemaOrgVocabulary);
    let refused: unknown;
    await load('https://example.org/context.jsonld').catch((error) => (refused = error));
    expect(refused).to.be.instanceOf(RemoteContextRefusedError);
    const { expanded, warnings } = await expandOffline({ '@context': 'https://example.org/context.jsonld', name: 'x' }, load);
    expect(expanded).to.equal(null);
    expect(warnings[0]).to.match(
      /Remote JSON-LD context "https:\/\/example.org\/context.jsonld" was not loaded: contexts are never fetched/,
    );
  });
});
