import { RequestContext } from '@mikro-orm/postgresql';
import { expect } from 'chai';
import request from 'supertest';
import { MikroOrmTrash } from '../../src/adapters/postgres/mikro-orm-trash.js';
import { MikroOrmUnitOfWork } from '../../src/adapters/postgres/mikro-orm-unit-of-work.js';
import { PurgeTrash } from '../../src/application/trash/purge-trash.js';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { articleJsonLd, createSchema, createSite, signedInAgent, startTestService, uniqueEmail } from '../support/test-service.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const PAGE = 'https://shop.example.com/blog/hello';

/** The accept token from a raw email (quoted-printable soft breaks and `=3D` undone). */
function tokenIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

forEachDatabase('HTTP: the trash', (database) => {
  let service: Service;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    service = await startTestService(database, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'SDN <no-reply@sdn.test>',
      PUBLIC_BASE_URL: 'https://app.sdn.test',
    });
  });
  after(async () => {
    await service.close();
    await smtp.close();
  });

  async function agencyOwner() {
    const email = uniqueEmail('owner');
    const owner = await signedInAgent(service, email);
    await setPlanWithCli(database, email, 'agency');
    return owner;
  }

  async function memberOf(owner: request.Agent) {
    const email = uniqueEmail('member');
    const before = smtp.received.length;
    await owner.post('/api/team/invitations').send({ email }).expect(201);
    expect(smtp.received).to.have.length(before + 1);
    const member = await signedInAgent(service, email);
    await member
      .post('/api/team/invitations/accept')
      .send({ token: tokenIn(smtp.received.at(-1)!.raw) })
      .expect(200);
    return member;
  }

  async function published(agent: request.Agent, clientId: string, pageUrl = PAGE) {
    const schema = await createSchema(agent, clientId, pageUrl, articleJsonLd());
    await agent.post(`/api/clients/${clientId}/schemas/${schema.id}/publish`).expect(200);
    return schema;
  }

  /** The inject answer without its per-request meta. */
  const injected = async (clientId: string, url = PAGE) => {
    const res = await request(service.app).get('/api/inject').query({ clientId, url });
    return { status: res.status, items: res.body.items, schemas: res.body.schemas };
  };
  const injectedIds = async (clientId: string) => ((await injected(clientId)).items ?? []).map((item: { id: string }) => item.id);

  it('a deleted site goes to the trash with its schemas, stops delivery at once, and comes back as it was', async () => {
    const owner = await agencyOwner();
    const site = await createSite(owner);
    const schema = await published(owner, site.id);
    const draft = await createSchema(owner, site.id, 'https://shop.example.com/other');
    expect(await injectedIds(site.id)).to.deep.equal([schema.id]);

    expectContract(await owner.delete(`/api/clients/${site.id}`).expect(204), 'delete', '/api/clients/{clientId}');
    expect(await injected(site.id)).to.deep.equal(await injected(MISSING));
    await owner.get(`/api/clients/${site.id}`).expect(404);
    expect((await owner.get('/api/clients').expect(200)).body.total).to.equal(0);
    expect((await owner.get('/api/plan').expect(200)).body.usage).to.deep.include({ clientSites: 0, savedSchemas: 0 });

    const trash = await owner.get('/api/trash').expect(200);
    expectContract(trash, 'get', '/api/trash');
    expect(trash.body).to.include({ total: 1, retentionDays: 30, canDeleteForever: true });
    expect(trash.body.items[0]).to.include({ kind: 'site', id: site.id, name: 'Shop', schemaCount: 2 });
    const { deletedAt, purgeAt } = trash.body.items[0];
    expect(Date.parse(purgeAt) - Date.parse(deletedAt)).to.equal(30 * 24 * 3600 * 1000);

    const restored = await owner.post(`/api/trash/sites/${site.id}/restore`).expect(200);
    expectContract(restored, 'post', '/api/trash/sites/{id}/restore');
    expect(restored.body).to.deep.equal({ kind: 'site', id: site.id, clientSiteId: site.id, name: 'Shop', restoredSchemas: 2 });
    expect(await injectedIds(site.id)).to.deep.equal([schema.id]);
    const schemas = (await owner.get(`/api/clients/${site.id}/schemas`).expect(200)).body.items;
    expect(schemas.map((s: { id: string; status: string }) => [s.id, s.status]).sort()).to.deep.equal(
      [
        [schema.id, 'published'],
        [draft.id, 'draft'],
      ].sort(),
    );
    expect((await owner.get('/api/trash').expect(200)).body.total).to.equal(0);
  });

  it('a schema trashed alone stops delivery and is delivered again on restore; alone it waits for its site', async () => {
    const owner = await agencyOwner();
    const site = await createSite(owner);
    const schema = await published(owner, site.id);
    const remove = await owner.delete(`/api/clients/${site.id}/schemas/${schema.id}`).expect(204);
    expectContract(remove, 'delete', '/api/clients/{clientId}/schemas/{schemaId}');
    expect(await injectedIds(site.id)).to.deep.equal([]);
    await owner.get(`/api/clients/${site.id}/schemas/${schema.id}`).expect(404);

    await owner.delete(`/api/clients/${site.id}`).expect(204);
    const listed = (await owner.get('/api/trash').expect(200)).body.items;
    expect(listed.map((item: { kind: string }) => item.kind)).to.deep.equal(['site', 'schema']);
    expect(listed[1]).to.include({ id: schema.id, siteName: 'Shop', status: 'published', siteInTrash: true, pageUrl: PAGE });
    const refused = await owner.post(`/api/trash/schemas/${schema.id}/restore`).expect(409);
    expectContract(refused, 'post', '/api/trash/schemas/{id}/restore');
    expect(refused.body.error).to.equal('The site "Shop" of this schema is in the trash: restore the site first, then this schema.');

    await owner.post(`/api/trash/sites/${site.id}/restore`).expect(200);
    expect(await injectedIds(site.id)).to.deep.equal([]);
    const restored = await owner.post(`/api/trash/schemas/${schema.id}/restore`).expect(200);
    expectContract(restored, 'post', '/api/trash/schemas/{id}/restore');
    expect(restored.body).to.include({ kind: 'schema', clientSiteId: site.id, restoredSchemas: 1 });
    expect(await injectedIds(site.id)).to.deep.equal([schema.id]);
  });

  it('restoring over the plan limit answers limit_reached and changes nothing', async () => {
    const owner = await signedInAgent(service);
    const site = await createSite(owner);
    const first = await createSchema(owner, site.id, 'https://shop.example.com/0');
    await owner.delete(`/api/clients/${site.id}/schemas/${first.id}`).expect(204);
    for (let i = 1; i <= 5; i++) await createSchema(owner, site.id, `https://shop.example.com/${i}`);
    const refused = await owner.post(`/api/trash/schemas/${first.id}/restore`).expect(403);
    expectContract(refused, 'post', '/api/trash/schemas/{id}/restore');
    expect(refused.body).to.deep.include({ error: 'limit_reached' });
    expect(refused.body.details).to.include({ limit: 'savedSchemas', max: 5, used: 5 });
    expect((await owner.get('/api/trash').expect(200)).body.total).to.equal(1);
    expect((await owner.get(`/api/clients/${site.id}/schemas`).expect(200)).body.total).to.equal(5);
  });

  it("another workspace's trash is 404; members restore, only the owner deletes for good", async () => {
    const owner = await agencyOwner();
    const member = await memberOf(owner);
    const stranger = await agencyOwner();
    const site = await createSite(owner);
    await published(owner, site.id);
    await member.delete(`/api/clients/${site.id}`).expect(204);
    await member.post(`/api/trash/sites/${site.id}/restore`).expect(200);
    await member.delete(`/api/clients/${site.id}`).expect(204);

    expect((await stranger.get('/api/trash').expect(200)).body.total).to.equal(0);
    expectContract(await stranger.post(`/api/trash/sites/${site.id}/restore`).expect(404), 'post', '/api/trash/sites/{id}/restore');
    expectContract(await stranger.delete(`/api/trash/sites/${site.id}`).expect(404), 'delete', '/api/trash/sites/{id}');
    await owner.post(`/api/trash/schemas/${site.id}/restore`).expect(404);
    await owner.post('/api/trash/sites/not-a-uuid/restore').expect(400);

    const seen = (await member.get('/api/trash').expect(200)).body;
    expect(seen.canDeleteForever).to.equal(false);
    expect(seen.items[0].deletedBy.email).to.match(/^member-/);
    const forbidden = await member.delete(`/api/trash/sites/${site.id}`).expect(403);
    expectContract(forbidden, 'delete', '/api/trash/sites/{id}');
    expect(forbidden.body).to.deep.equal({ error: 'Only the workspace owner can delete items from the trash for good' });

    expectContract(await owner.delete(`/api/trash/sites/${site.id}`).expect(204), 'delete', '/api/trash/sites/{id}');
    expect((await owner.get('/api/trash').expect(200)).body.total).to.equal(0);
    await owner.post(`/api/trash/sites/${site.id}/restore`).expect(404);
    const left = await service.database.pool.query('select count(*)::int as n from schemas where client_site_id = $1', [site.id]);
    expect(left.rows[0].n).to.equal(0);
  });

  it('the purge job removes only items trashed longer ago than the retention, with their schemas', async () => {
    const owner = await agencyOwner();
    const old = await createSite(owner);
    await published(owner, old.id);
    const recent = await createSite(owner);
    const recentSchema = await published(owner, recent.id);
    const kept = await createSite(owner);
    await owner.delete(`/api/clients/${old.id}`).expect(204);
    await owner.delete(`/api/clients/${recent.id}/schemas/${recentSchema.id}`).expect(204);
    await owner.delete(`/api/clients/${kept.id}`).expect(204);
    const age = (table: string, id: string, days: number) =>
      service.database.pool.query(`update ${table} set deleted_at = now() - make_interval(days => $2) where id = $1`, [id, days]);
    await age('client_sites', old.id, 31);
    await service.database.pool.query(`update schemas set deleted_at = now() - interval '31 days' where client_site_id = $1`, [old.id]);
    await age('schemas', recentSchema.id, 29);

    const em = service.database.orm.em;
    const purge = new PurgeTrash(new MikroOrmTrash(em), new MikroOrmUnitOfWork(em), { now: () => new Date() }, { retentionDays: 30 });
    const purged = await RequestContext.create(em, () => purge.execute());
    expect(purged).to.be.at.least(1);

    const items = (await owner.get('/api/trash').expect(200)).body.items.map((item: { id: string }) => item.id);
    expect(items).to.have.members([recentSchema.id, kept.id]);
    const rows = await service.database.pool.query('select count(*)::int as n from schemas where client_site_id = $1', [old.id]);
    expect(rows.rows[0].n).to.equal(0);
    expect((await service.database.pool.query('select 1 from client_sites where id = $1', [old.id])).rowCount).to.equal(0);
  });
});
