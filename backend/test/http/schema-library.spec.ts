import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const PAGE = 'https://shop.example.com/p/';
const person = { '@context': 'https://schema.org', '@type': 'Person', name: 'Ann' };
const brokenProduct = { '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp', offers: { '@type': 'Offer', price: 'abc' } };
const bigArticle = (bytes: number) => ({ ...articleJsonLd(), articleBody: 'x'.repeat(bytes) });

forEachDatabase('HTTP: the schema library (sort, filters, bulk, duplicate, export, import)', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { MAX_SCHEMA_BYTES: '2048', MAX_PAGE_DELIVERY_BYTES: '3000' });
  });
  after(() => service.close());

  async function account(plan: 'free' | 'pro' | 'agency' = 'pro') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    if (plan !== 'free') await setPlanWithCli(database, email, plan);
    const site = await createSite(agent);
    return { agent, site, email, base: `/api/clients/${site.id}/schemas` };
  }
  const save = async (agent: Agent, base: string, name: string, pageUrl: string, jsonLd: object = articleJsonLd()) =>
    (await agent.post(base).send({ name, pageUrl, jsonLd }).expect(201)).body as { id: string; valid: boolean | null; status: string };
  const inject = (clientId: string, url: string) => request(service.app).get('/api/inject').query({ clientId, url });
  const statuses = async (agent: Agent, base: string) =>
    Object.fromEntries(
      (await agent.get(base).query({ limit: 100 }).expect(200)).body.items.map((s: { name: string; status: string }) => [s.name, s.status]),
    );
  /** A schema's revisions, newest first, as [kind, author's email]. */
  const revisions = async (agent: Agent, base: string, schemaId: string) => {
    const list = await agent.get(`${base}/${schemaId}/revisions`).expect(200);
    expectContract(list, 'get', '/api/clients/{clientId}/schemas/{schemaId}/revisions');
    return list.body.items.map((r: { kind: string; author: { email: string } | null }) => [r.kind, r.author?.email ?? null]);
  };

  it('stores the validator verdict at save and filters, searches and sorts on the server', async () => {
    const { agent, base } = await account();
    const a = await save(agent, base, 'Banana', `${PAGE}b`);
    const b = await save(agent, base, 'apple', `${PAGE}a`, brokenProduct);
    await save(agent, base, 'Cherry', `${PAGE}c`, person);
    expect([a.valid, b.valid]).to.deep.equal([true, false]);
    const invalid = await agent.get(base).query({ valid: false }).expect(200);
    expectContract(invalid, 'get', '/api/clients/{clientId}/schemas');
    expect(invalid.body.items.map((s: { name: string }) => s.name)).to.deep.equal(['apple']);
    expect((await agent.get(base).query({ type: 'Person' }).expect(200)).body.items.map((s: { name: string }) => s.name)).to.deep.equal([
      'Cherry',
    ]);
    expect((await agent.get(base).query({ search: '/P/B' }).expect(200)).body.total).to.equal(1);
    expect((await agent.get(base).query({ search: '%' }).expect(200)).body.total).to.equal(0);
    const byName = await agent.get(base).query({ sort: 'name' }).expect(200);
    expect(byName.body.items.map((s: { name: string }) => s.name)).to.deep.equal(['Banana', 'Cherry', 'apple']);
    const byUrlDesc = await agent.get(base).query({ sort: 'pageUrl', order: 'desc', limit: 1, offset: 1 }).expect(200);
    expect(byUrlDesc.body).to.include({ total: 3, offset: 1 });
    expect(byUrlDesc.body.items[0].name).to.equal('Banana');
    const future = await agent.get(base).query({ updatedFrom: '2999-01-01T00:00:00Z' }).expect(200);
    expect(future.body.total).to.equal(0);
    for (const query of [{ sort: 'jsonLd' }, { order: 'up' }, { valid: 'maybe' }, { updatedTo: 'yesterday' }]) {
      expectContract(await agent.get(base).query(query).expect(400), 'get', '/api/clients/{clientId}/schemas');
    }
  });

  it('bulk publish and pause change every selected schema in one request, and delivery sees it on the next request', async () => {
    const { agent, site, base, email } = await account();
    const ids = [await save(agent, base, 'One', `${PAGE}1`), await save(agent, base, 'Two', `${PAGE}2`)].map((s) => s.id);
    await agent.post(`${base}/${ids[1]}/publish`).send({}).expect(200);
    const published = await agent.post(`${base}/bulk`).send({ action: 'publish', schemaIds: ids }).expect(200);
    expectContract(published, 'post', '/api/clients/{clientId}/schemas/bulk');
    expect(published.body).to.deep.equal({ action: 'publish', changed: [ids[0]], unchanged: [ids[1]] });
    expect((await inject(site.id, `${PAGE}1`).expect(200)).body.items).to.have.length(1);
    await agent.post(`${base}/bulk`).send({ action: 'pause', schemaIds: ids }).expect(200);
    expect((await inject(site.id, `${PAGE}1`).expect(200)).body.items).to.have.length(0);
    expect(await statuses(agent, base)).to.deep.equal({ One: 'paused', Two: 'paused' });
    const events = await agent.get(`/api/clients/${site.id}/schema-events`).expect(200);
    expect(events.body.items.map((e: { action: string }) => e.action)).to.deep.equal(['publish', 'publish', 'pause', 'pause']);
    // Each bulk change is also a revision of the schema, by the user who sent the bulk request.
    expect(await revisions(agent, base, ids[0]!)).to.deep.equal([
      ['paused', email],
      ['published', email],
      ['created', email],
    ]);
    await agent.post(`${base}/bulk`).send({ action: 'delete', schemaIds: ids }).expect(200);
    expect((await agent.get(base).expect(200)).body.total).to.equal(0);
  });

  it('a failed bulk changes nothing: one id of another workspace (404) or one page over the delivery limit (413)', async () => {
    const { agent, base } = await account();
    const other = await account();
    const foreign = await save(other.agent, other.base, 'Theirs', `${PAGE}x`);
    const mine = await save(agent, base, 'Mine', `${PAGE}1`);
    const refused = await agent
      .post(`${base}/bulk`)
      .send({ action: 'delete', schemaIds: [mine.id, foreign.id] })
      .expect(404);
    expectContract(refused, 'post', '/api/clients/{clientId}/schemas/bulk');
    expect(await statuses(agent, base)).to.deep.equal({ Mine: 'draft' });
    expect(await statuses(other.agent, other.base)).to.deep.equal({ Theirs: 'draft' });
    // Two schemas of 1.6 KB on one page fit alone (3,000 bytes a page) but not together.
    const small = await save(agent, base, 'Small', `${PAGE}2`);
    const first = await save(agent, base, 'Big 1', `${PAGE}same`, bigArticle(1500));
    const second = await save(agent, base, 'Big 2', `${PAGE}same`, bigArticle(1500));
    const tooBig = await agent
      .post(`${base}/bulk`)
      .send({ action: 'publish', schemaIds: [small.id, first.id, second.id] })
      .expect(413);
    expectContract(tooBig, 'post', '/api/clients/{clientId}/schemas/bulk');
    expect(tooBig.body.details).to.include({ limit: 'pageBytes', pageUrl: `${PAGE}same` });
    expect(await statuses(agent, base)).to.deep.equal({ Mine: 'draft', Small: 'draft', 'Big 1': 'draft', 'Big 2': 'draft' });
    await agent.post(`${base}/bulk`).send({ action: 'publish', schemaIds: [] }).expect(400);
    await agent
      .post(`${base}/bulk`)
      .send({ action: 'archive', schemaIds: [mine.id] })
      .expect(400);
  });

  it('duplicates a schema to other URLs as drafts, all or none', async () => {
    const { agent, base, email } = await account();
    const source = await save(agent, base, 'Post', `${PAGE}1`);
    const copies = await agent
      .post(`${base}/${source.id}/duplicate`)
      .send({ pageUrls: [`${PAGE}2`, `${PAGE}3`] })
      .expect(201);
    expectContract(copies, 'post', '/api/clients/{clientId}/schemas/{schemaId}/duplicate');
    expect(copies.body.items.map((s: { pageUrl: string; status: string; valid: boolean }) => [s.pageUrl, s.status, s.valid])).to.deep.equal(
      [
        [`${PAGE}2`, 'draft', true],
        [`${PAGE}3`, 'draft', true],
      ],
    );
    // A copy's history starts with its creation by the user who duplicated it.
    expect(await revisions(agent, base, copies.body.items[0].id)).to.deep.equal([['created', email]]);
    const bad = await agent
      .post(`${base}/${source.id}/duplicate`)
      .send({ pageUrls: [`${PAGE}4`, 'not a url'] })
      .expect(400);
    expectContract(bad, 'post', '/api/clients/{clientId}/schemas/{schemaId}/duplicate');
    expect(bad.body.details).to.have.property('pageUrls[1]');
    expect((await agent.get(base).expect(200)).body.total).to.equal(3);
  });

  it('Free: parallel duplicates and imports never exceed 5 saved schemas', async () => {
    const { agent, base } = await account('free');
    const source = await save(agent, base, 'Post', `${PAGE}0`);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        agent.post(`${base}/${source.id}/duplicate`).send({ pageUrls: [`${PAGE}d${i}a`, `${PAGE}d${i}b`] }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        agent.post(`${base}/import`).send({
          schemas: [
            { name: `I${i}`, pageUrl: `${PAGE}i${i}`, jsonLd: articleJsonLd() },
            { name: `J${i}`, pageUrl: `${PAGE}j${i}`, jsonLd: articleJsonLd() },
          ],
        }),
      ),
    ]);
    expect(answers.filter((res) => res.status === 201)).to.have.length(2);
    for (const refused of answers.filter((res) => res.status !== 201)) {
      expect(refused.status).to.equal(403);
      expect(refused.body).to.deep.include({ error: 'limit_reached' });
    }
    expect((await agent.get(base).expect(200)).body.total).to.equal(5);
  });

  it('Free refuses types that are not rich-result types on create, edit, duplicate and import, as generate does', async () => {
    const { agent, base } = await account('free');
    const generated = await agent
      .post('/api/generate')
      .send({ type: 'Person', data: { name: 'Ann' } })
      .expect(403);
    const created = await agent
      .post(base)
      .send({ name: 'Ann', pageUrl: `${PAGE}1`, jsonLd: person })
      .expect(403);
    expectContract(created, 'post', '/api/clients/{clientId}/schemas');
    expect(created.body).to.deep.equal(generated.body);
    const article = await save(agent, base, 'Post', `${PAGE}2`);
    await agent.patch(`${base}/${article.id}`).send({ jsonLd: person }).expect(403);
    const imported = await agent
      .post(`${base}/import`)
      .send({ schemas: [{ name: 'Ann', pageUrl: `${PAGE}3`, jsonLd: person }] })
      .expect(403);
    expect(imported.body).to.deep.equal(generated.body);
    expect((await agent.get(base).expect(200)).body.items.map((s: { schemaType: string }) => s.schemaType)).to.deep.equal(['Article']);
    // A Person saved on Pro stays readable and editable after a downgrade, but is not copied on Free.
    const downgraded = await account('pro');
    const saved = await save(downgraded.agent, downgraded.base, 'Ann', `${PAGE}1`, person);
    await setPlanWithCli(database, downgraded.email, 'free');
    const copied = await downgraded.agent
      .post(`${downgraded.base}/${saved.id}/duplicate`)
      .send({ pageUrls: [`${PAGE}2`] })
      .expect(403);
    expect(copied.body).to.deep.equal(generated.body);
    await downgraded.agent.patch(`${downgraded.base}/${saved.id}`).send({ name: 'Ann B.' }).expect(200);
  });

  it('exports a site and imports it elsewhere: the dry run gives reasons per item, a rejected item refuses the import', async () => {
    const { agent, base, site } = await account();
    await save(agent, base, 'Post', `${PAGE}1`);
    const exported = await agent.get(`${base}/export`).expect(200);
    expectContract(exported, 'get', '/api/clients/{clientId}/schemas/export');
    expect(exported.headers['content-disposition']).to.equal(`attachment; filename="schemas-${site.id}.json"`);
    expect(exported.body.schemas).to.have.length(1);

    const target = await account('free');
    await save(target.agent, target.base, 'Existing', `${PAGE}e`);
    const items = [
      ...exported.body.schemas,
      { name: 'Broken', pageUrl: `${PAGE}2`, jsonLd: { '@type': 'Article' } },
      { name: 'Huge', pageUrl: `${PAGE}3`, jsonLd: bigArticle(3000) },
      { name: 'Bad URL', pageUrl: 'shop.example.com/x', jsonLd: articleJsonLd() },
      { name: 'Person', pageUrl: `${PAGE}4`, jsonLd: person },
      ...Array.from({ length: 5 }, (_, i) => ({ name: `More ${i}`, pageUrl: `${PAGE}m${i}`, jsonLd: articleJsonLd() })),
    ];
    const preview = await target.agent.post(`${target.base}/import`).send({ dryRun: true, schemas: items }).expect(200);
    expectContract(preview, 'post', '/api/clients/{clientId}/schemas/import');
    const codes = preview.body.items.map((item: { outcome: string; reasons: { code: string }[] }) => [
      item.outcome,
      item.reasons.map((r) => r.code),
    ]);
    expect(codes).to.deep.equal([
      ['create', []],
      ['reject', ['invalid_json_ld']],
      ['reject', ['too_large']],
      ['reject', ['invalid_url']],
      ['reject', ['type_not_allowed']],
      ['create', []],
      ['create', []],
      ['create', []],
      ['reject', ['over_plan_limit']],
      ['reject', ['over_plan_limit']],
    ]);
    expect(preview.body).to.include({ dryRun: true, accepted: 4, rejected: 6 });
    const refused = await target.agent.post(`${target.base}/import`).send({ schemas: items }).expect(400);
    expectContract(refused, 'post', '/api/clients/{clientId}/schemas/import');
    expect(Object.keys(refused.body.details)).to.deep.equal(['schemas[1]', 'schemas[2]', 'schemas[3]']);
    expect((await target.agent.get(target.base).expect(200)).body.total).to.equal(1);

    const imported = await target.agent
      .post(`${target.base}/import`)
      .send({ schemas: items.slice(0, 1) })
      .expect(201);
    expect(imported.body.items[0]).to.include({ outcome: 'created', schemaType: 'Article' });
    const list = await target.agent.get(target.base).query({ sort: 'name' }).expect(200);
    expect(list.body.items.map((s: { name: string; status: string }) => [s.name, s.status])).to.deep.equal([
      ['Existing', 'draft'],
      ['Post', 'draft'],
    ]);
  });

  it('streams the export of a library larger than one batch, in page-URL order', async () => {
    const { agent, base, site } = await account();
    const count = 450;
    const schemas = Array.from({ length: count }, (_, i) => ({
      name: `Post ${i}`,
      pageUrl: `${PAGE}${String(count - i).padStart(4, '0')}`,
      jsonLd: articleJsonLd(`Post ${i}`),
    }));
    await agent.post(`${base}/import`).send({ schemas }).expect(201);
    const exported = await agent.get(`${base}/export`).expect(200);
    expectContract(exported, 'get', '/api/clients/{clientId}/schemas/export');
    // Written as it is read: chunked, with no length known up front.
    expect(exported.headers['transfer-encoding']).to.equal('chunked');
    expect(exported.headers).not.to.have.property('content-length');
    expect(exported.headers['content-type']).to.match(/^application\/json/);
    expect(exported.body).to.include({ format: 'sdn-schemas', version: 1 });
    expect(exported.body.site).to.deep.equal({ clientId: site.id, name: 'Shop', websiteUrl: 'https://shop.example.com' });
    const urls = exported.body.schemas.map((item: { pageUrl: string }) => item.pageUrl);
    expect(urls).to.have.length(count);
    expect(urls).to.deep.equal([...urls].sort());
    expect(exported.body.schemas[0]).to.deep.include({ name: `Post ${count - 1}`, status: 'draft', schemaType: 'Article' });
  });

  it('gives schemas saved before verdicts were stored theirs in the background after the service starts', async function () {
    this.timeout(60_000);
    const { agent, base } = await account();
    const kept = await save(agent, base, 'Good', `${PAGE}1`);
    const broken = await save(agent, base, 'Broken', `${PAGE}2`, brokenProduct);
    // As the migration leaves existing rows: no verdict, updated_at with microseconds.
    await service.database.pool.query(`update schemas set valid = null, updated_at = now() where id = any($1)`, [[kept.id, broken.id]]);
    const restarted = await startTestService(database, { MAX_SCHEMA_BYTES: '2048', MAX_PAGE_DELIVERY_BYTES: '3000' });
    try {
      const verdicts = async () =>
        (
          await restarted.database.pool.query<{ valid: boolean | null }>(
            'select valid from schemas where id = any($1) order by name desc',
            [[kept.id, broken.id]],
          )
        ).rows.map((r) => r.valid);
      const deadline = Date.now() + 30_000;
      while ((await verdicts()).includes(null) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
      expect(await verdicts()).to.deep.equal([true, false]);
      expect((await agent.get(base).query({ valid: false }).expect(200)).body.items.map((s: { name: string }) => s.name)).to.deep.equal([
        'Broken',
      ]);
    } finally {
      await restarted.close();
    }
  });

  it("answers 404 for another workspace's site or schema on every library endpoint", async () => {
    const { agent } = await account();
    const other = await account();
    const theirs = await save(other.agent, other.base, 'Theirs', `${PAGE}1`);
    const answers = [
      await agent.get(other.base).query({ sort: 'name' }),
      await agent.get(`${other.base}/export`),
      await agent.post(`${other.base}/bulk`).send({ action: 'pause', schemaIds: [theirs.id] }),
      await agent.post(`${other.base}/${theirs.id}/duplicate`).send({ pageUrls: [`${PAGE}2`] }),
      await agent
        .post(`${other.base}/import`)
        .send({ dryRun: true, schemas: [{ name: 'X', pageUrl: `${PAGE}3`, jsonLd: articleJsonLd() }] }),
    ];
    expect(answers.map((res) => res.status)).to.deep.equal([404, 404, 404, 404, 404]);
    expect(await statuses(other.agent, other.base)).to.deep.equal({ Theirs: 'draft' });
  });
});
