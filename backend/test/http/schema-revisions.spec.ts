import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { REVISIONS_KEPT_PER_SCHEMA } from '../../src/domain/schema/schema-revision.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { articleJsonLd, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const PAGE = 'https://shop.example.com/post';
const LIST = '/api/clients/{clientId}/schemas/{schemaId}/revisions';
const ONE = `${LIST}/{number}`;
const RESTORE = `${ONE}/restore`;

/** An Article whose compact JSON is exactly `bytes` long. */
function articleOf(bytes: number, headline = 'x') {
  const base = { '@context': 'https://schema.org', '@type': 'Article', headline: '' };
  return { ...base, headline: headline.repeat(bytes - JSON.stringify(base).length).slice(0, bytes - JSON.stringify(base).length) };
}

forEachDatabase('HTTP: schema revision history', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { MAX_SCHEMA_BYTES: '2048', MAX_PAGE_DELIVERY_BYTES: '4096' });
  });
  after(() => service.close());

  async function owner(plan?: 'pro') {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    if (plan) await setPlanWithCli(database, email, plan);
    const site = await createSite(agent);
    return { agent, email, clientId: site.id, base: `/api/clients/${site.id}/schemas` };
  }

  async function newSchema(agent: request.Agent, base: string, headline = 'First', pageUrl = PAGE) {
    return (
      await agent
        .post(base)
        .send({ name: 'Post', pageUrl, jsonLd: articleJsonLd(headline) })
        .expect(201)
    ).body.id as string;
  }

  const delivered = async (clientId: string, url = PAGE) =>
    (await request(service.app).get('/api/inject').query({ clientId, url }).expect(200)).body.items.map(
      (i: { jsonLd: { headline: string } }) => i.jsonLd.headline,
    );

  it('records create, edit, publish, pause, unpause and restore, newest first, with the author and what changed', async () => {
    const { agent, email, base, clientId } = await owner();
    const id = await newSchema(agent, base);
    await agent
      .patch(`${base}/${id}`)
      .send({ jsonLd: articleJsonLd('Second') })
      .expect(200);
    await agent.patch(`${base}/${id}`).send({ name: 'Renamed' }).expect(200);
    await agent.patch(`${base}/${id}`).send({ name: 'Renamed' }).expect(200); // changes nothing: no revision
    for (const transition of ['publish', 'pause', 'unpause']) await agent.post(`${base}/${id}/${transition}`).expect(200);
    await agent.post(`${base}/${id}/revisions/1/restore`).send({ publish: true }).expect(200);

    const list = await agent.get(`${base}/${id}/revisions`).expect(200);
    expectContract(list, 'get', LIST);
    expect(list.body).to.include({ total: 7, limit: 50, offset: 0, kept: REVISIONS_KEPT_PER_SCHEMA });
    const items = list.body.items as {
      number: number;
      kind: string;
      status: string;
      changes: string[];
      author: unknown;
      restoredFrom: number | null;
    }[];
    expect(items.map((r) => [r.number, r.kind, r.status])).to.deep.equal([
      [7, 'restored', 'published'],
      [6, 'unpaused', 'published'],
      [5, 'paused', 'paused'],
      [4, 'published', 'published'],
      [3, 'edited', 'draft'],
      [2, 'edited', 'draft'],
      [1, 'created', 'draft'],
    ]);
    expect(items.map((r) => r.changes)).to.deep.equal([
      ['name', 'jsonLd'],
      ['status'],
      ['status'],
      ['status'],
      ['name'],
      ['jsonLd'],
      ['name', 'pageUrl', 'jsonLd', 'status'],
    ]);
    expect(items[0]!.restoredFrom).to.equal(1);
    const me = (await agent.get('/api/auth/me').expect(200)).body.user.id;
    for (const item of items) expect(item.author).to.deep.equal({ userId: me, email });

    const paged = await agent.get(`${base}/${id}/revisions`).query({ limit: 2, offset: 2 }).expect(200);
    expect(paged.body.items.map((r: { number: number }) => r.number)).to.deep.equal([5, 4]);
    expect(paged.body.total).to.equal(7);

    const second = await agent.get(`${base}/${id}/revisions/2`).expect(200);
    expectContract(second, 'get', ONE);
    expect(second.body).to.include({ number: 2, kind: 'edited', name: 'Post', pageUrl: PAGE, schemaType: 'Article', status: 'draft' });
    expect(second.body.jsonLd).to.deep.equal(articleJsonLd('Second'));
    expect(await delivered(clientId)).to.deep.equal(['First']);
  });

  it('restore with publish keeps a live schema live with the old content; without publish it pauses it, so nothing unreviewed is delivered', async () => {
    const { agent, base, clientId } = await owner();
    const id = await newSchema(agent, base, 'Good');
    await agent.post(`${base}/${id}/publish`).expect(200);
    await agent
      .patch(`${base}/${id}`)
      .send({ jsonLd: articleJsonLd('Bad live edit') })
      .expect(200);
    expect(await delivered(clientId)).to.deep.equal(['Bad live edit']);

    const keptLive = await agent.post(`${base}/${id}/revisions/1/restore`).send({ publish: true }).expect(200);
    expectContract(keptLive, 'post', RESTORE);
    expect(keptLive.body.schema).to.include({ status: 'published', name: 'Post' });
    expect(keptLive.body.revision).to.include({ number: 4, kind: 'restored', restoredFrom: 1, status: 'published' });
    expect(await delivered(clientId)).to.deep.equal(['Good']);

    const review = await agent.post(`${base}/${id}/revisions/3/restore`).send({}).expect(200);
    expect(review.body.schema.status).to.equal('paused');
    expect(review.body.schema.jsonLd).to.deep.equal(articleJsonLd('Bad live edit'));
    expect(await delivered(clientId)).to.deep.equal([]);

    // A draft restored without publish stays a draft; with publish it is published and delivered.
    const draft = await newSchema(agent, base, 'Draft one', `${PAGE}/draft`);
    await agent
      .patch(`${base}/${draft}`)
      .send({ jsonLd: articleJsonLd('Draft two') })
      .expect(200);
    expect((await agent.post(`${base}/${draft}/revisions/1/restore`).expect(200)).body.schema.status).to.equal('draft');
    expect(await delivered(clientId, `${PAGE}/draft`)).to.deep.equal([]);
    expect((await agent.post(`${base}/${draft}/revisions/2/restore`).send({ publish: true }).expect(200)).body.schema.status).to.equal(
      'published',
    );
    expect(await delivered(clientId, `${PAGE}/draft`)).to.deep.equal(['Draft two']);

    // Delivery changes made by a restore join the site's publish history.
    const events = (await agent.get(`/api/clients/${clientId}/schema-events`).expect(200)).body.items as {
      schemaId: string;
      action: string;
    }[];
    expect(events.filter((e) => e.schemaId === id).map((e) => e.action)).to.deep.equal(['publish', 'pause']);
    expect(events.filter((e) => e.schemaId === draft).map((e) => e.action)).to.deep.equal(['publish']);
  });

  it('restore respects the schema and page size limits; a refused write records no revision', async () => {
    const { agent, base } = await owner('pro');
    const big = (
      await agent
        .post(base)
        .send({ name: 'Big', pageUrl: PAGE, jsonLd: articleOf(2000) })
        .expect(201)
    ).body.id;
    await agent
      .patch(`${base}/${big}`)
      .send({ jsonLd: articleOf(1500) })
      .expect(200);
    await agent.post(`${base}/${big}/publish`).expect(200);
    const other = (
      await agent
        .post(base)
        .send({ name: 'Other', pageUrl: PAGE, jsonLd: articleOf(2048, 'y') })
        .expect(201)
    ).body.id;
    await agent.post(`${base}/${other}/publish`).expect(200);
    const small = (
      await agent
        .post(base)
        .send({ name: 'Small', pageUrl: PAGE, jsonLd: articleOf(500, 'z') })
        .expect(201)
    ).body.id;
    await agent.post(`${base}/${small}/publish`).expect(200);
    // The page delivers 1500 + 2048 + 500; the 2000-byte first version would make it 4548, over 4096.
    const tooBigForPage = await agent.post(`${base}/${big}/revisions/1/restore`).send({ publish: true }).expect(413);
    expectContract(tooBigForPage, 'post', RESTORE);
    expect(tooBigForPage.body.details).to.deep.equal({ limit: 'pageBytes', max: 4096, actual: 4548, pageUrl: PAGE });
    expect((await agent.get(`${base}/${big}`).expect(200)).body).to.include({ status: 'published' });
    // Refused edits, transitions and restores leave the history as it was.
    await agent
      .patch(`${base}/${big}`)
      .send({ jsonLd: articleOf(3000) })
      .expect(413);
    await agent.post(`${base}/${big}/publish`).expect(409);
    const history = await agent.get(`${base}/${big}/revisions`).expect(200);
    expect(history.body.items.map((r: { kind: string }) => r.kind)).to.deep.equal(['published', 'edited', 'created']);
    expect((await agent.get(`${base}/${big}`).expect(200)).body.jsonLd).to.deep.equal(articleOf(1500));
    // Without publish the restored version is not delivered (the schema is paused), so only its own size counts.
    const paused = await agent.post(`${base}/${big}/revisions/1/restore`).send({ publish: false }).expect(200);
    expect(paused.body.schema).to.include({ status: 'paused' });
    expect(paused.body.revision).to.include({ number: 4, kind: 'restored', restoredFrom: 1 });
  });

  it('answers 404 for another workspace, an unknown revision, and a number only another schema has; 400 for bad input', async () => {
    const { agent, base } = await owner();
    const id = await newSchema(agent, base);
    const other = await newSchema(agent, base, 'Other', `${PAGE}/other`);
    await agent.patch(`${base}/${other}`).send({ name: 'Two' }).expect(200);
    await agent.patch(`${base}/${other}`).send({ name: 'Three' }).expect(200);
    const missing = await agent.get(`${base}/${id}/revisions/3`).expect(404);
    expectContract(missing, 'get', ONE);
    expect(missing.body.error).to.equal('Revision not found');
    await agent.post(`${base}/${id}/revisions/3/restore`).send({ publish: true }).expect(404);
    await agent.get(`${base}/${other}/revisions/3`).expect(200);

    const stranger = await signedInAgent(service);
    for (const path of [`${base}/${id}/revisions`, `${base}/${id}/revisions/1`]) await stranger.get(path).expect(404);
    const foreign = await stranger.post(`${base}/${id}/revisions/1/restore`).send({ publish: true }).expect(404);
    expectContract(foreign, 'post', RESTORE);
    expect((await agent.get(`${base}/${id}/revisions`).expect(200)).body.total).to.equal(1);

    await agent.get(`${base}/${id}/revisions/0`).expect(400);
    await agent.get(`${base}/${id}/revisions/x`).expect(400);
    const badBody = await agent.post(`${base}/${id}/revisions/1/restore`).send({ publish: 'yes' }).expect(400);
    expectContract(badBody, 'post', RESTORE);
    await agent.post(`${base}/${id}/revisions/1/restore`).set('Content-Type', 'text/plain').send('publish').expect(415);
  });

  it(`keeps the newest ${REVISIONS_KEPT_PER_SCHEMA} revisions of a schema; the trash keeps them, deleting for good drops them`, async () => {
    const { agent, base } = await owner();
    const id = await newSchema(agent, base);
    for (let i = 1; i <= REVISIONS_KEPT_PER_SCHEMA + 4; i++)
      await agent
        .patch(`${base}/${id}`)
        .send({ name: `Edit ${i}` })
        .expect(200);
    const list = await agent.get(`${base}/${id}/revisions`).query({ limit: 100 }).expect(200);
    expect(list.body.total).to.equal(REVISIONS_KEPT_PER_SCHEMA);
    expect(list.body.items[0].number).to.equal(REVISIONS_KEPT_PER_SCHEMA + 5);
    expect(list.body.items.at(-1).number).to.equal(6);
    await agent.get(`${base}/${id}/revisions/5`).expect(404);

    await agent.delete(`${base}/${id}`).expect(204);
    await agent.get(`${base}/${id}/revisions`).expect(404);
    const count = async () =>
      (await service.database.pool.query('select count(*)::int as n from schema_revisions where schema_id = $1', [id])).rows[0].n;
    expect(await count()).to.equal(REVISIONS_KEPT_PER_SCHEMA);
    await agent.delete(`/api/trash/schemas/${id}`).expect(204);
    expect(await count()).to.equal(0);
  });
});
