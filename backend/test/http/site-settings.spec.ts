import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { createSchema, createSite, signedInAgent, startTestService } from '../support/test-service.js';

const UUID = /^[0-9a-f-]{36}$/;
const PAGE = 'https://shop.example.com/blog/hello';

/** A customer's site on loopback whose home page is whatever the spec sets. */
async function customerSite() {
  let home = '<html></html>';
  let redirect: string | null = null;
  const server: Server = createServer((_req, res) => {
    if (redirect) return void res.writeHead(302, { location: redirect }).end();
    res.setHeader('content-type', 'text/html');
    res.end(home);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setHome: (html: string) => void (home = html),
    redirectTo: (location: string | null) => void (redirect = location),
  };
}

forEachDatabase('HTTP: domain lock and SDK verification', (database) => {
  let service: Service;
  let customer: Awaited<ReturnType<typeof customerSite>>;
  before(async () => {
    customer = await customerSite();
    service = await startTestService(database, { SSRF_ALLOW_PRIVATE: 'true' });
  });
  after(async () => {
    await service.close();
    customer.server.close();
  });

  const inject = (clientId: string, url: string, origin?: string) => {
    const req = request(service.app).get('/api/inject').query({ clientId, url });
    return origin ? req.set('Origin', origin) : req;
  };
  const embed = (clientId: string, url: string, referer?: string) => {
    const req = request(service.app).get('/api/embed').query({ clientId, url });
    return referer ? req.set('Referer', referer) : req;
  };

  it('locks delivery to the allow-list on inject and embed, and unlocks again', async () => {
    const owner = await signedInAgent(service);
    const site = await createSite(owner);
    const schema = await createSchema(owner, site.id, PAGE);
    await owner.post(`/api/clients/${site.id}/schemas/${schema.id}/publish`).expect(200);
    expect((await owner.get(`/api/clients/${site.id}`).expect(200)).body.domainLock).to.deep.equal({
      enabled: false,
      allowedHosts: ['shop.example.com'],
    });
    expect((await inject(site.id, PAGE, 'https://evil.example.net').expect(200)).body.items).to.have.length(1);

    const locked = await owner.patch(`/api/clients/${site.id}/domain-lock`).send({ enabled: true }).expect(200);
    expectContract(locked, 'patch', '/api/clients/{clientId}/domain-lock');
    expect(locked.body.domainLock).to.deep.equal({ enabled: true, allowedHosts: ['shop.example.com'] });
    expect((await inject(site.id, PAGE, 'https://shop.example.com').expect(200)).body.items).to.have.length(1);
    expect((await inject(site.id, PAGE).expect(200)).body.items).to.have.length(1);
    const refused = await inject(site.id, PAGE, 'https://evil.example.net').expect(403);
    expect(refused.body).to.deep.equal({ error: 'Domain not allowed' });
    await inject(site.id, 'https://evil.example.net/blog/hello').expect(403);
    const embedRefused = await embed(site.id, PAGE, 'https://evil.example.net/page').expect(403);
    expect(embedRefused.text).to.equal('');
    expect(embedRefused.headers['x-service-id']).to.match(UUID);
    expect((await embed(site.id, PAGE, 'https://shop.example.com/blog/hello').expect(200)).text).to.include('application/ld+json');

    const widened = await owner
      .patch(`/api/clients/${site.id}/domain-lock`)
      .send({ enabled: true, allowedHosts: ['shop.example.com', 'WWW.Shop.example.com'] })
      .expect(200);
    expect(widened.body.domainLock.allowedHosts).to.deep.equal(['shop.example.com', 'www.shop.example.com']);
    await inject(site.id, PAGE, 'https://www.shop.example.com').expect(200);
    await owner.patch(`/api/clients/${site.id}/domain-lock`).send({ enabled: false }).expect(200);
    await inject(site.id, PAGE, 'https://evil.example.net').expect(200);
  });

  it('validates the domain lock request and keeps other workspaces out', async () => {
    const owner = await signedInAgent(service);
    const site = await createSite(owner);
    const bad = await owner
      .patch(`/api/clients/${site.id}/domain-lock`)
      .send({ enabled: true, allowedHosts: ['https://x.example/', 'bad host'] })
      .expect(400);
    expect(bad.body.error).to.equal('Validation failed');
    expect(bad.body.details.allowedHosts._errors).to.have.length(2);
    expect((await owner.patch(`/api/clients/${site.id}/domain-lock`).send({ allowedHosts: [] }).expect(400)).body.details).to.have.key(
      'enabled',
    );
    await owner.patch(`/api/clients/${site.id}/domain-lock`).send({ enabled: 'yes' }).expect(400);
    await owner.patch('/api/clients/not-a-uuid/domain-lock').send({ enabled: true }).expect(400);
    const stranger = await signedInAgent(service);
    await stranger.patch(`/api/clients/${site.id}/domain-lock`).send({ enabled: true }).expect(404);
    await stranger.post(`/api/clients/${site.id}/verify-sdk`).expect(404);
    await request(service.app).patch(`/api/clients/${site.id}/domain-lock`).send({ enabled: true }).expect(401);
    expect((await owner.get(`/api/clients/${site.id}`).expect(200)).body.domainLock.enabled).to.equal(false);
  });

  it('marks the SDK Verified when an inject request comes from a page on the site', async () => {
    const owner = await signedInAgent(service);
    const site = await createSite(owner);
    await inject(site.id, PAGE, 'https://elsewhere.example.net').expect(200);
    await inject(site.id, PAGE).expect(200);
    await new Promise((done) => setTimeout(done, 200));
    expect((await owner.get(`/api/clients/${site.id}`).expect(200)).body.sdkStatus).to.equal('Pending SDK');
    await inject(site.id, PAGE).set('Referer', 'https://shop.example.com/blog/hello').expect(200);
    let status = '';
    for (let attempt = 0; attempt < 40 && status !== 'Verified'; attempt++) {
      await new Promise((done) => setTimeout(done, 50));
      status = (await owner.get(`/api/clients/${site.id}`).expect(200)).body.sdkStatus;
    }
    expect(status).to.equal('Verified');
  });

  it('Verify now fetches the home page and looks for the snippet with this Client ID', async () => {
    const owner = await signedInAgent(service);
    const site = await createSite(owner, `${customer.url}/shop/index.html`);
    customer.setHome(
      '<html><head><script async src="https://sdn.example/sdk.js" data-client-id="00000000-0000-4000-8000-000000000000"></script></head></html>',
    );
    const missing = await owner.post(`/api/clients/${site.id}/verify-sdk`).expect(400);
    expectContract(missing, 'post', '/api/clients/{clientId}/verify-sdk');
    expect(missing.body.error).to.include('snippet was not found').and.include(site.id);
    customer.setHome(`<html><head><script async src="https://sdn.example/sdk.js" data-client-id="${site.id}"></script></head></html>`);
    const verified = await owner.post(`/api/clients/${site.id}/verify-sdk`).expect(200);
    expectContract(verified, 'post', '/api/clients/{clientId}/verify-sdk');
    expect(verified.body).to.include({ id: site.id, sdkStatus: 'Verified' });
  });
});

forEachDatabase('HTTP: Verify now is SSRF-safe by default', (database) => {
  let service: Service;
  let customer: Awaited<ReturnType<typeof customerSite>>;
  before(async () => {
    customer = await customerSite();
    service = await startTestService(database, { SSRF_ALLOWED_ADDRESSES: '127.0.0.1' });
  });
  after(async () => {
    await service.close();
    customer.server.close();
  });

  it('refuses a site on a private address', async () => {
    const owner = await signedInAgent(service);
    const local = await createSite(owner, 'http://10.255.0.1/');
    const refused = await owner.post(`/api/clients/${local.id}/verify-sdk`).expect(400);
    expect(refused.body.error).to.include('private or reserved address');
    expect((await owner.get(`/api/clients/${local.id}`).expect(200)).body.sdkStatus).to.equal('Pending SDK');
  });

  it('refuses a redirect to a private address', async () => {
    const owner = await signedInAgent(service);
    // The test server stands for a public site (its address is allowed here) that redirects to cloud metadata.
    const site = await createSite(owner, `${customer.url}/`);
    customer.redirectTo('http://169.254.169.254/latest/meta-data/');
    const refused = await owner.post(`/api/clients/${site.id}/verify-sdk`).expect(400);
    expect(refused.body.error).to.include('169.254.169.254');
  });
});
