import { expect } from 'chai';
import request from 'supertest';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const PAGE = 'https://shop.example.com/big';
/** An Article whose compact JSON is exactly `bytes` long. */
function articleOf(bytes: number) {
  const base = { '@context': 'https://schema.org', '@type': 'Article', headline: '' };
  return { ...base, headline: 'x'.repeat(bytes - JSON.stringify(base).length) };
}

forEachDatabase('HTTP: schema and page delivery size limits', (database) => {
  let service: Service;
  before(async () => {
    service = await startTestService(database, { MAX_SCHEMA_BYTES: '2048', MAX_PAGE_DELIVERY_BYTES: '4096' });
  });
  after(() => service.close());

  async function proSite() {
    const email = uniqueEmail();
    const agent = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'pro');
    const site = await createSite(agent);
    return { agent, base: `/api/clients/${site.id}/schemas`, clientId: site.id };
  }

  it('refuses a schema larger than MAX_SCHEMA_BYTES on create and edit, naming the limit', async () => {
    const { agent, base } = await proSite();
    const refused = await agent
      .post(base)
      .send({ name: 'Big', pageUrl: PAGE, jsonLd: articleOf(2049) })
      .expect(413);
    expectContract(refused, 'post', '/api/clients/{clientId}/schemas');
    expect(refused.body.error).to.include('2049 bytes').and.include('2048');
    expect(refused.body.details).to.deep.equal({ limit: 'schemaBytes', max: 2048, actual: 2049 });
    const fits = await agent
      .post(base)
      .send({ name: 'Big', pageUrl: PAGE, jsonLd: articleOf(2048) })
      .expect(201);
    const edit = await agent
      .patch(`${base}/${fits.body.id}`)
      .send({ jsonLd: articleOf(3000) })
      .expect(413);
    expectContract(edit, 'patch', '/api/clients/{clientId}/schemas/{schemaId}');
    expect((await agent.get(`${base}/${fits.body.id}`).expect(200)).body.jsonLd).to.deep.equal(articleOf(2048));
  });

  it("refuses publish, unpause and edits that would take a page's published total past MAX_PAGE_DELIVERY_BYTES", async () => {
    const { agent, base, clientId } = await proSite();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await agent
            .post(base)
            .send({ name: `S${i}`, pageUrl: PAGE, jsonLd: articleOf(1500) })
            .expect(201)
        ).body.id,
      );
    await agent.post(`${base}/${ids[0]}/publish`).expect(200);
    await agent.post(`${base}/${ids[1]}/publish`).expect(200);
    const third = await agent.post(`${base}/${ids[2]}/publish`).expect(413);
    expectContract(third, 'post', '/api/clients/{clientId}/schemas/{schemaId}/publish');
    expect(third.body.details).to.deep.equal({ limit: 'pageBytes', max: 4096, actual: 4500, pageUrl: PAGE });
    expect((await agent.get(`${base}/${ids[2]}`)).body.status).to.equal('draft');

    await agent.post(`${base}/${ids[1]}/pause`).expect(200);
    await agent.post(`${base}/${ids[2]}/publish`).expect(200);
    const unpause = await agent.post(`${base}/${ids[1]}/unpause`).expect(413);
    expectContract(unpause, 'post', '/api/clients/{clientId}/schemas/{schemaId}/unpause');
    expect((await agent.get(`${base}/${ids[1]}`)).body.status).to.equal('paused');
    await agent
      .patch(`${base}/${ids[0]}`)
      .send({ jsonLd: articleOf(2048) })
      .expect(200);
    await agent
      .patch(`${base}/${ids[2]}`)
      .send({ jsonLd: articleOf(2049 + 0) })
      .expect(413);
    // Moving a published schema onto a full page is refused too; a draft may go anywhere.
    const elsewhere = (
      await agent
        .post(base)
        .send({ name: 'E', pageUrl: `${PAGE}/other`, jsonLd: articleOf(1500) })
        .expect(201)
    ).body.id;
    await agent.post(`${base}/${elsewhere}/publish`).expect(200);
    await agent.patch(`${base}/${elsewhere}`).send({ pageUrl: PAGE }).expect(413);
    await agent
      .patch(`${base}/${ids[1]}`)
      .send({ pageUrl: `${PAGE}/other` })
      .expect(200);

    // Delivery serves whole schemas, never a cut.
    const delivered = await request(service.app).get('/api/inject').query({ clientId, url: PAGE }).expect(200);
    expect(delivered.body.items.map((item: { jsonLd: unknown }) => JSON.stringify(item.jsonLd).length).sort()).to.deep.equal([1500, 2048]);
  });

  it('lets exactly as many parallel publishes through as the page holds', async () => {
    const { agent, base } = await proSite();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        (
          await agent
            .post(base)
            .send({ name: `P${i}`, pageUrl: PAGE, jsonLd: articleOf(1500) })
            .expect(201)
        ).body.id,
      );
    const answers = await Promise.all(ids.map((id) => agent.post(`${base}/${id}/publish`)));
    expect(answers.map((res) => res.status).filter((status) => status === 200)).to.have.length(2);
    expect(answers.map((res) => res.status).filter((status) => status === 413)).to.have.length(4);
  });
});
