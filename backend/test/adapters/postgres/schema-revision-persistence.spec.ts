import { RequestContext } from '@mikro-orm/postgresql';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { MikroOrmUserRepository, MikroOrmWorkspaceRepository } from '../../../src/adapters/postgres/mikro-orm-account-repositories.js';
import { MikroOrmClientSiteRepository } from '../../../src/adapters/postgres/mikro-orm-client-site-repository.js';
import { MikroOrmSchemaRepository } from '../../../src/adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmSchemaRevisions } from '../../../src/adapters/postgres/mikro-orm-schema-revisions.js';
import { MikroOrmUnitOfWork } from '../../../src/adapters/postgres/mikro-orm-unit-of-work.js';
import { Database } from '../../../src/adapters/postgres/database.js';
import { User } from '../../../src/domain/account/user.js';
import { Workspace } from '../../../src/domain/account/workspace.js';
import { ClientSite } from '../../../src/domain/client-site/client-site.js';
import { Schema } from '../../../src/domain/schema/schema.js';
import { ConflictError } from '../../../src/domain/shared/domain-error.js';
import { forEachDatabase } from '../../support/databases.js';

const now = new Date('2026-11-24T10:00:00Z');
const ALL = { limit: 100, offset: 0 };
const product = (name: string) => ({ '@context': 'https://schema.org', '@type': 'Product', name });

forEachDatabase('Schema revisions written with the schema (MikroORM flush)', (database) => {
  let db: Database;
  before(async () => {
    db = await Database.open({ url: await database.url(), ormPoolSize: 3, rawPoolSize: 3 });
    await db.migrate();
  });
  after(() => db.close());

  const inContext = <T>(work: (r: ReturnType<typeof repositories>) => Promise<T>) =>
    RequestContext.create(db.orm.em, () => work(repositories()));
  const repositories = () => ({
    uow: new MikroOrmUnitOfWork(db.orm.em),
    users: new MikroOrmUserRepository(db.orm.em),
    workspaces: new MikroOrmWorkspaceRepository(db.orm.em),
    sites: new MikroOrmClientSiteRepository(db.orm.em),
    schemas: new MikroOrmSchemaRepository(db.orm.em),
    revisions: new MikroOrmSchemaRevisions(db.orm.em),
  });

  async function siteOf(): Promise<{ siteId: string; userId: string; email: string }> {
    const email = `rev-${randomUUID()}@example.com`;
    const user = User.create({ id: randomUUID(), email, name: null, passwordHash: 'h', now });
    const workspace = Workspace.create({ id: randomUUID(), name: 'W', ownerUserId: user.id, now });
    const site = ClientSite.create({
      id: randomUUID(),
      workspaceId: workspace.id,
      name: 'Shop',
      websiteUrl: 'https://shop.example.com',
      now,
    });
    await inContext(async (r) => {
      r.users.add(user);
      r.workspaces.add(workspace);
      r.sites.add(site);
      await r.uow.commit();
    });
    return { siteId: site.id, userId: user.id, email };
  }

  it('writes the revisions of a create and a publish made in one unit of work, with the author', async () => {
    const { siteId, userId, email } = await siteOf();
    const schema = Schema.create({
      id: randomUUID(),
      clientSiteId: siteId,
      name: 'Mug',
      pageUrl: 'https://shop.example.com/mug',
      jsonLd: product('Mug'),
      now,
      by: userId,
    });
    schema.publish(now, userId);
    await inContext(async (r) => {
      r.schemas.add(schema);
      await r.uow.commit();
    });
    const page = await inContext((r) => r.revisions.pageOf(schema.id, ALL));
    expect(page.total).to.equal(2);
    expect(page.items.map((e) => [e.revision.number, e.revision.kind, e.revision.status, e.authorEmail])).to.deep.equal([
      [2, 'published', 'published', email],
      [1, 'created', 'draft', email],
    ]);
    expect(page.items[1]!.revision.jsonLd).to.deep.equal(product('Mug'));
    expect((await db.pool.query('select revision from schemas where id = $1', [schema.id])).rows[0].revision).to.equal(2);
  });

  it('refuses the later of two simultaneous changes of one schema whole, instead of overwriting it unseen', async () => {
    const { siteId, userId } = await siteOf();
    const id = randomUUID();
    await inContext(async (r) => {
      r.schemas.add(
        Schema.create({
          id,
          clientSiteId: siteId,
          name: 'Mug',
          pageUrl: 'https://shop.example.com/mug',
          jsonLd: product('Mug'),
          now,
          by: userId,
        }),
      );
      await r.uow.commit();
    });
    // Two requests, each with its own entity manager, load the schema before either saves.
    const [emA, emB] = [db.orm.em.fork(), db.orm.em.fork()];
    const a = (await new MikroOrmSchemaRepository(emA).findInSite(siteId, id))!;
    const b = (await new MikroOrmSchemaRepository(emB).findInSite(siteId, id))!;
    a.edit({ jsonLd: product('From A') }, now, userId);
    b.edit({ jsonLd: product('From B') }, now, userId);
    await new MikroOrmUnitOfWork(emA).commit();
    let refused: unknown;
    await new MikroOrmUnitOfWork(emB).commit().catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(ConflictError);
    expect((refused as Error).message).to.include('changed by someone else');
    const stored = await db.pool.query('select json_ld::text as json, revision from schemas where id = $1', [id]);
    expect(JSON.parse(stored.rows[0].json)).to.deep.equal(product('From A'));
    expect(stored.rows[0].revision).to.equal(2);
    const kinds = await db.pool.query('select number, json_ld::text as json from schema_revisions where schema_id = $1 order by number', [
      id,
    ]);
    expect(kinds.rows.map((row: { number: number; json: string }) => [row.number, JSON.parse(row.json).name])).to.deep.equal([
      [1, 'Mug'],
      [2, 'From A'],
    ]);
  });

  it("the background validity write is no user's change: no revision, and a save loaded before it still commits", async () => {
    const { siteId, userId } = await siteOf();
    const id = randomUUID();
    await inContext(async (r) => {
      r.schemas.add(
        Schema.create({
          id,
          clientSiteId: siteId,
          name: 'Mug',
          pageUrl: 'https://shop.example.com/mug',
          jsonLd: product('Mug'),
          now,
          by: userId,
        }),
      );
      await r.uow.commit();
    });
    // A user's request loads the schema; the background pass checks it and writes its verdict before the user saves.
    const em = db.orm.em.fork();
    const loaded = (await new MikroOrmSchemaRepository(em).findInSite(siteId, id))!;
    await inContext(async (r) => {
      const unchecked = (await r.schemas.withoutValidity(10_000)).find((row) => row.id === id)!;
      await r.schemas.recordValidity(id, unchecked.updatedAt, true);
    });
    loaded.edit({ name: 'Mug, renamed' }, new Date(now.getTime() + 1000), userId);
    await new MikroOrmUnitOfWork(em).commit();
    const stored = await db.pool.query('select name, valid, revision from schemas where id = $1', [id]);
    expect(stored.rows[0]).to.deep.equal({ name: 'Mug, renamed', valid: true, revision: 2 });
    const kinds = await db.pool.query('select number, kind from schema_revisions where schema_id = $1 order by number', [id]);
    expect(kinds.rows.map((row: { number: number; kind: string }) => [row.number, row.kind])).to.deep.equal([
      [1, 'created'],
      [2, 'edited'],
    ]);
  });
});
