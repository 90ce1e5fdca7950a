import { expect } from 'chai';
import request from 'supertest';
import { engineApp } from './support.js';

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Anvil',
  image: 'https://example.com/a.jpg',
  offers: { '@type': 'Offer', price: 10, priceCurrency: 'USD' },
};

describe('POST /api/validate', () => {
  const { app } = engineApp();

  it('answers 200 with the validate result exactly as the spec table, plus the located findings', async () => {
    const res = await request(app)
      .post('/api/validate')
      .send({ jsonString: JSON.stringify(product) })
      .expect(200);
    expect(Object.keys(res.body).sort()).to.deep.equal([
      'correctedSchema',
      'detectedTypes',
      'findings',
      'googleRichResultWarnings',
      'isValid',
      'issues',
      'schemaOrgIssues',
      'seoRecommendations',
      'warnings',
    ]);
    expect(res.body).to.include({ isValid: true, correctedSchema: null });
    expect(res.body.detectedTypes).to.deep.equal(['Product', 'Offer']);
  });

  it('reports text that is not JSON with line and column, and a repaired correctedSchema', async () => {
    const res = await request(app)
      .post('/api/validate')
      .send({ jsonString: "{'@context': 'https://schema.org', '@type': 'Organization', name: 'ACME',}" })
      .expect(200);
    expect(res.body.isValid).to.equal(false);
    expect(res.body.issues[0]).to.match(/^Invalid JSON at line 1, column 2/);
    expect(res.body.correctedSchema).to.deep.equal({ '@context': 'https://schema.org', '@type': 'Organization', name: 'ACME' });
    expect(res.body.findings[0]).to.deep.equal({
      severity: 'error',
      category: 'issues',
      path: null,
      message: res.body.issues[0],
      line: 1,
      column: 2,
    });
  });

  it('blocks text where Google reads an object and proposes only the structure the text holds (issue 24)', async () => {
    const send = async (doc: unknown) =>
      (
        await request(app)
          .post('/api/validate')
          .send({ jsonString: JSON.stringify(doc) })
          .expect(200)
      ).body;
    const crumbs = await send({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: 'Home > Shop > Headlamp 400',
    });
    expect(crumbs.isValid).to.equal(false);
    expect(crumbs.issues[0]).to.match(/^itemListElement: .* reads a ListItem object/);
    expect(
      crumbs.correctedSchema.itemListElement.map((item: { position: number; name: string }) => [item.position, item.name]),
    ).to.deep.equal([
      [1, 'Home'],
      [2, 'Shop'],
      [3, 'Headlamp 400'],
    ]);
    const business = await send({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Lamp Shop',
      address: '1 Main St, Springfield',
    });
    expect(business.isValid).to.equal(false);
    expect(business.findings.find((finding: { path: string }) => finding.path === 'address')).to.include({ severity: 'error' });
    const rated = await send({ ...product, aggregateRating: '4.5 stars' });
    expect(rated.correctedSchema.aggregateRating).to.deep.equal({ '@type': 'AggregateRating', ratingValue: 4.5 });
  });

  it('unwraps a pasted script tag and repairs what is broken inside it', async () => {
    const jsonString = `<script type="application/ld+json">\n{"@context": "https://schema.org", "@type": "Organization", "name": "ACME", "url": "https://example.com"\n</script>`;
    const res = await request(app).post('/api/validate').send({ jsonString }).expect(200);
    expect(res.body.findings[0]).to.include({ line: 1, column: 1 });
    expect(res.body.correctedSchema).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ACME',
      url: 'https://example.com',
    });
    expect(res.body.warnings).to.include('JSON repair: added the missing closing } or ].');
  });

  it('lists each finding once with the property path it is about, the same text as in the spec lists', async () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Anvils',
      datePublished: 'yesterday',
      offers: { '@type': 'Offer', price: 'abc' },
    };
    const res = await request(app)
      .post('/api/validate')
      .send({ jsonString: JSON.stringify(article) })
      .expect(200);
    const findings = res.body.findings as { severity: string; category: string; path: string | null; message: string }[];
    const listed = [...res.body.issues, ...res.body.warnings, ...res.body.seoRecommendations];
    expect(new Set(findings.map((f) => f.message))).to.deep.equal(new Set(listed));
    expect(findings.length).to.equal(new Set(listed).size);
    const date = findings.filter((f) => f.path === 'datePublished');
    expect(date.map((f) => f.category)).to.include.members(['schemaOrgIssues', 'googleRichResultWarnings']);
    expect(date.every((f) => f.severity === 'warning')).to.equal(true);
    expect(findings.find((f) => f.category === 'seoRecommendations')).to.include({ severity: 'info', path: '' });
  });

  it("applies a document's own @context terms (aliases, prefixes) before checking, as Google reads them", async () => {
    const aliased = {
      '@context': { '@vocab': 'https://schema.org/', type: '@type', id: '@id' },
      type: 'Product',
      id: 'https://example.com/anvil#product',
      image: 'https://example.com/a.jpg',
      offers: { type: 'Offer', price: 10, priceCurrency: 'USD' },
    };
    const res = await request(app)
      .post('/api/validate')
      .send({ jsonString: JSON.stringify(aliased) })
      .expect(200);
    expect(res.body.detectedTypes).to.include.members(['Product', 'Offer']);
    expect(res.body.issues.join()).to.match(/missing required property "name" for the Product snippet/);
    expect(res.body.warnings.join()).to.match(/defines its own @context terms; they were applied/);
    const refused = { '@context': ['https://example.org/context.jsonld', { type: '@type' }], type: 'Product', name: 'Anvil' };
    const checkedAsWritten = await request(app)
      .post('/api/validate')
      .send({ jsonString: JSON.stringify(refused) })
      .expect(200);
    expect(checkedAsWritten.body.warnings.join()).to.match(
      /could not be applied \(Remote JSON-LD context "https:\/\/example.org\/context.jsonld" was not loaded/,
    );
  });

  it('answers a document nested thousands deep with a blocking issue, not a crash', async () => {
    let deep = '"x"';
    for (let i = 0; i < 5000; i++) deep = `{"@type":"Thing","subjectOf":${deep}}`;
    const res = await request(app)
      .post('/api/validate')
      .send({ jsonString: `{"@context":"https://schema.org","@type":"Thing","subjectOf":${deep}}` })
      .expect(200);
    expect(res.body.isValid).to.equal(false);
    expect(res.body.issues[0]).to.match(/more than 64 levels deep/);
    // The same document with a hand-editing mistake goes through the JSON repair: refused all the same.
    const lenient = '{"@type":"Thing","subjectOf":'.repeat(2000) + '"x"' + '}'.repeat(2000);
    const repaired = await request(app)
      .post('/api/validate')
      .send({ jsonString: `{"@context":"https://schema.org",'@type':"Thing","subjectOf":${lenient}}` })
      .expect(200);
    expect(repaired.body.issues[0]).to.match(/more than 64 levels deep/);
  });

  it('answers 400 "Validation failed" for a missing, non-string or unparseable jsonString', async () => {
    const missing = await request(app).post('/api/validate').send({}).expect(400);
    expect(missing.body).to.deep.equal({ error: 'Validation failed', details: { jsonString: { _errors: ['Required'] } } });
    const nested = await request(app).post('/api/validate').send({ jsonString: product }).expect(400);
    expect(nested.body.error).to.equal('Validation failed');
    expect(nested.body.details.jsonString._errors[0]).to.match(/Expected a string/);
    const broken = await request(app).post('/api/validate').set('Content-Type', 'application/json').send('{"jsonString": ').expect(400);
    expect(broken.body).to.deep.equal({
      error: 'Validation failed',
      details: { jsonString: { _errors: ['Request body is not valid JSON'] } },
    });
  });

  it('rate-limits per IP with its own message and standard RateLimit headers', async () => {
    const { app: limited } = engineApp({ limits: { validatePerMinute: 2 } });
    const send = (ip: string) => request(limited).post('/api/validate').set('X-Forwarded-For', ip).send({ jsonString: '{}' });
    const first = await send('203.0.113.1').expect(200);
    expect(first.headers['ratelimit-policy']).to.equal('2;w=60');
    expect(first.headers.ratelimit).to.match(/^limit=2, remaining=1, reset=\d+$/);
    await send('203.0.113.1').expect(200);
    const blocked = await send('203.0.113.1').expect(429);
    expect(blocked.body).to.deep.equal({ error: 'Too many requests. Please try again later.' });
    await send('203.0.113.2').expect(200);
    await request(limited)
      .post('/api/generate')
      .set('X-Forwarded-For', '203.0.113.1')
      .send({ type: 'Organization', data: { name: 'ACME' } })
      .expect(200);
  });
});
