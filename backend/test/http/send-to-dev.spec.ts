import { expect } from 'chai';
import JSZip from 'jszip';
import { RequestContext } from '@mikro-orm/postgresql';
import { parseHTML } from 'linkedom';
import { MikroOrmSchemaRepository } from '../../src/adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmUnitOfWork } from '../../src/adapters/postgres/mikro-orm-unit-of-work.js';
import type { Service } from '../../src/composition/service.js';
import { SERVICE_BRANDING, binary } from '../support/audit-helpers.js';
import { forEachDatabase } from '../support/databases.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const product = (name: string, price: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: `${name} </script><script>alert(1)</script>`,
  image: 'https://shop.example.com/p.jpg',
  offers: { '@type': 'Offer', price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
});

forEachDatabase('HTTP: Send to Dev', (database) => {
  let service: Service;
  before(async function () {
    this.timeout(90_000);
    service = await startTestService(database);
  });
  after(async () => {
    await service?.close();
  });

  async function agencySite() {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    const site = (await agent.post('/api/clients').send({ name: 'Kettle Corner Ltd', websiteUrl: 'https://shop.example.com' }).expect(201))
      .body as { id: string };
    await setPlanWithCli(database, email, 'agency');
    const schema = async (name: string, pageUrl: string, jsonLd: object, publish = true) => {
      const created = (await agent.post(`/api/clients/${site.id}/schemas`).send({ name, pageUrl, jsonLd }).expect(201)).body as {
        id: string;
      };
      if (publish) await agent.post(`/api/clients/${site.id}/schemas/${created.id}/publish`).expect(200);
      return created.id;
    };
    return { agent, clientId: site.id, email, schema };
  }

  async function unzip(res: { body: Buffer }) {
    const zip = await JSZip.loadAsync(res.body);
    const files: Record<string, string> = {};
    for (const name of Object.keys(zip.files).sort()) if (!zip.files[name]!.dir) files[name] = await zip.files[name]!.async('string');
    return files;
  }

  it('packages a whole site: one .jsonld per published schema, one snippet per page, a README; unbranded', async () => {
    const { agent, clientId, schema } = await agencySite();
    await schema('Kettle', 'https://shop.example.com/products/kettle', product('Kettle', '49.99'));
    await schema('Kettle crumbs', 'https://shop.example.com/products/kettle', {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Products', item: 'https://shop.example.com/products' }],
    });
    await schema('Teapot', 'https://shop.example.com/products/teapot?colour=red', product('Teapot', '29.00'));
    await schema('Draft', 'https://shop.example.com/products/draft', product('Draft', '1.00'), false);

    const res = await agent
      .get(`/api/clients/${clientId}/send-to-dev.zip`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(res.headers['content-type']).to.equal('application/zip');
    expect(res.headers['content-disposition']).to.equal('attachment; filename="kettle-corner-ltd-structured-data.zip"');
    const files = await unzip(res);
    expect(Object.keys(files)).to.deep.equal([
      'README.md',
      'schemas/products-kettle--breadcrumblist.jsonld',
      'schemas/products-kettle--product.jsonld',
      'schemas/products-teapot-colour-red--product.jsonld',
      'snippets/products-kettle.html',
      'snippets/products-teapot-colour-red.html',
    ]);
    expect(JSON.parse(files['schemas/products-kettle--product.jsonld']!)).to.deep.equal(product('Kettle', '49.99'));
    const snippet = files['snippets/products-kettle.html']!;
    expect(snippet.match(/<script type="application\/ld\+json">/g)).to.have.length(2);
    expect(snippet).not.to.include('</script><script>alert(1)');
    const [first] = [...snippet.matchAll(/<script type="application\/ld\+json">\n(.*)\n<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(first).to.deep.equal(product('Kettle', '49.99'));
    const readme = files['README.md']!;
    expect(readme).to.include('# Structured data for Kettle Corner Ltd').and.include('https://shop.example.com/products/teapot?colour=red');
    expect(readme).to.include('`snippets/products-kettle.html`').and.include('<head>').and.include(`data-client-id="${clientId}"`);
    expect(files['schemas/products-kettle--product.jsonld']).not.to.include('Draft');
    for (const [name, content] of Object.entries(files)) expect(content, name).not.to.match(SERVICE_BRANDING);
  });

  /** Writes a page URL the page-URL rule now refuses straight through the repository, as a row saved before it. */
  async function saveOldPageUrl(clientId: string, schemaId: string, pageUrl: string): Promise<void> {
    const em = service.database.orm.em;
    await RequestContext.create(em, async () => {
      const schema = (await new MikroOrmSchemaRepository(em).findInSite(clientId, schemaId))!;
      schema.pageUrl = pageUrl;
      await new MikroOrmUnitOfWork(em).commit();
    });
  }

  /** Scripts a browser would run if the snippet were pasted into a page: every script that is not JSON-LD. */
  const liveScripts = (html: string) => {
    const page = parseHTML(`<!doctype html><html><head>${html}</head><body></body></html>`) as unknown as {
      document: { querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }> };
    };
    return [...page.document.querySelectorAll('script')].filter((script) => script.getAttribute('type') !== 'application/ld+json');
  };

  it('writes no live script from a page URL saved before the page-URL rule, nor from the site name', async () => {
    const { agent, clientId, schema } = await agencySite();
    await agent
      .patch(`/api/clients/${clientId}`)
      .send({ name: 'Kettle <img src=x onerror=alert(1)> [x](javascript:alert(1))' })
      .expect(200);
    const id = await schema('Kettle', 'https://shop.example.com/k', product('Kettle', '49.99'));
    const hostile = 'https://shop.example.com/--><script>alert(1)</script><!--';
    await saveOldPageUrl(clientId, id, hostile);
    expect((await agent.get(`/api/clients/${clientId}/schemas/${id}`).expect(200)).body.pageUrl).to.equal(hostile);

    for (const path of [`/api/clients/${clientId}/send-to-dev.zip`, `/api/clients/${clientId}/schemas/${id}/send-to-dev.zip`]) {
      const files = await unzip(
        await agent
          .get(path)
          .buffer(true)
          .parse(binary as never)
          .expect(200),
      );
      const snippets = Object.keys(files).filter((name) => name.startsWith('snippets/'));
      expect(snippets, path).to.have.length(1);
      const snippet = files[snippets[0]!]!;
      expect(liveScripts(snippet), snippet).to.deep.equal([]);
      for (const [, body] of snippet.matchAll(/<!--([\s\S]*?)-->/g)) expect(body, snippet).not.to.include('--');
      expect(snippet).not.to.include('alert(1)</script>');
      const readme = files['README.md']!;
      // Markdown viewers render raw HTML: the name's tag is there only backslash-escaped, the URL's script not at all.
      expect(readme).not.to.match(/(?<!\\)<img|<script>alert/);
      expect(readme).to.include('`https://shop.example.com/--%3E%3Cscript%3Ealert(1)%3C/script%3E%3C!--`');
      expect(readme).to.include('# Structured data for Kettle \\<img src=x onerror=alert\\(1\\)\\> \\[x\\]\\(javascript:alert\\(1\\)\\)');
    }
  });

  it('packages one schema in any status', async () => {
    const { agent, clientId, schema } = await agencySite();
    const draft = await schema('Draft teapot', 'https://shop.example.com/teapot', product('Teapot', '29.00'), false);
    const res = await agent
      .get(`/api/clients/${clientId}/schemas/${draft}/send-to-dev.zip`)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(res.headers['content-disposition']).to.equal('attachment; filename="kettle-corner-ltd-draft-teapot.zip"');
    const files = await unzip(res);
    expect(Object.keys(files)).to.deep.equal(['README.md', 'schemas/teapot--product.jsonld', 'snippets/teapot.html']);
    expect(files['README.md']).not.to.match(SERVICE_BRANDING);
  });

  it('is Agency only (plan_required whiteLabel), 404 for other workspaces, 400 without published schemas', async () => {
    const email = uniqueEmail();
    const pro = await signedInAgent(service, email);
    const site = (await pro.post('/api/clients').send({ name: 'Shop', websiteUrl: 'https://shop.example.com' }).expect(201)).body as {
      id: string;
    };
    await setPlanWithCli(database, email, 'pro');
    const refused = await pro.get(`/api/clients/${site.id}/send-to-dev.zip`).expect(403);
    expect(refused.body).to.deep.equal({ error: 'plan_required', details: { plan: 'agency', feature: 'whiteLabel' } });
    await pro.get(`/api/clients/${site.id}/schemas/00000000-0000-4000-8000-000000000000/send-to-dev.zip`).expect(403);

    const { agent, clientId, schema } = await agencySite();
    const empty = await agent.get(`/api/clients/${clientId}/send-to-dev.zip`).expect(400);
    expect(empty.body).to.deep.equal({ error: 'This site has no published schemas to send yet.' });
    const id = await schema('Kettle', 'https://shop.example.com/k', product('Kettle', '49.99'));
    const other = await agencySite();
    await other.agent.get(`/api/clients/${clientId}/send-to-dev.zip`).expect(404);
    await other.agent.get(`/api/clients/${clientId}/schemas/${id}/send-to-dev.zip`).expect(404);
    await other.agent.get(`/api/clients/${other.clientId}/schemas/${id}/send-to-dev.zip`).expect(404);
    await agent.get(`/api/clients/${clientId}/schemas/not-an-id/send-to-dev.zip`).expect(404);
  });
});
