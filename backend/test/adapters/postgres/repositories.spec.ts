import { RequestContext } from '@mikro-orm/postgresql';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Subscription } from '../../../src/domain/account/subscription.js';
import { TeamMembership } from '../../../src/domain/account/team-membership.js';
import { User } from '../../../src/domain/account/user.js';
import { Workspace } from '../../../src/domain/account/workspace.js';
import { ClientSite } from '../../../src/domain/client-site/client-site.js';
import { Schema } from '../../../src/domain/schema/schema.js';
import { ConflictError } from '../../../src/domain/shared/domain-error.js';
import {
  MikroOrmSubscriptionRepository,
  MikroOrmTeamMembershipRepository,
  MikroOrmUserRepository,
  MikroOrmWorkspaceRepository,
} from '../../../src/adapters/postgres/mikro-orm-account-repositories.js';
import { MikroOrmClientSiteRepository } from '../../../src/adapters/postgres/mikro-orm-client-site-repository.js';
import { MikroOrmSchemaRepository } from '../../../src/adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmUnitOfWork } from '../../../src/adapters/postgres/mikro-orm-unit-of-work.js';
import { MikroOrmBillingEventReceipts } from '../../../src/adapters/postgres/mikro-orm-billing-event-receipts.js';
import { PgDeliveryCatalog } from '../../../src/adapters/postgres/pg-delivery-catalog.js';
import { Database } from '../../../src/adapters/postgres/database.js';
import { forEachDatabase } from '../../support/databases.js';

const ALL = { limit: 100, offset: 0 };

const now = new Date('2026-05-01T10:00:00Z');
const page = 'https://shop.example.com/p';
const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Mug' };

forEachDatabase('Postgres repositories', (database) => {
  let db: Database;
  before(async () => {
    db = await Database.open({
      url: await database.url(),
      ormPoolSize: 3,
      rawPoolSize: 3,
      deliveryChanges: database.deliveryChanges() ?? undefined,
    });
    await db.migrate();
  });
  after(() => db.close());

  /** Runs `work` in its own unit of work, like one HTTP request. */
  const inContext = <T>(work: (repos: ReturnType<typeof repositories>) => Promise<T>) =>
    RequestContext.create(db.orm.em, () => work(repositories()));
  const repositories = () => {
    const em = db.orm.em;
    return {
      uow: new MikroOrmUnitOfWork(em),
      users: new MikroOrmUserRepository(em),
      workspaces: new MikroOrmWorkspaceRepository(em),
      seats: new MikroOrmTeamMembershipRepository(em),
      subscriptions: new MikroOrmSubscriptionRepository(em),
      sites: new MikroOrmClientSiteRepository(em),
      schemas: new MikroOrmSchemaRepository(em),
      receipts: new MikroOrmBillingEventReceipts(em),
    };
  };

  async function account(): Promise<{ workspaceId: string; userId: string; email: string }> {
    const email = `repo-${randomUUID()}@example.com`;
    const user = User.create({ id: randomUUID(), email, name: null, passwordHash: 'h', now });
    const workspace = Workspace.create({ id: randomUUID(), name: 'W', ownerUserId: user.id, now });
    await inContext(async (r) => {
      r.users.add(user);
      r.workspaces.add(workspace);
      r.seats.add(TeamMembership.owner({ id: randomUUID(), workspaceId: workspace.id, userId: user.id, email, now }));
      r.subscriptions.add(Subscription.free({ id: randomUUID(), workspaceId: workspace.id, now }));
      await r.uow.commit();
    });
    return { workspaceId: workspace.id, userId: user.id, email };
  }

  async function siteWithSchema(workspaceId: string, publish = true): Promise<{ siteId: string; schemaId: string }> {
    const site = ClientSite.create({ id: randomUUID(), workspaceId, name: 'Shop', websiteUrl: 'https://shop.example.com', now });
    const schema = Schema.create({ id: randomUUID(), clientSiteId: site.id, name: 'Mug', pageUrl: page, jsonLd, now, by: null });
    if (publish) schema.publish(now, null);
    await inContext(async (r) => {
      r.sites.add(site);
      r.schemas.add(schema);
      await r.uow.commit();
    });
    return { siteId: site.id, schemaId: schema.id };
  }

  it('stores and reloads every aggregate, mapping columns both ways', async () => {
    const { workspaceId, userId, email } = await account();
    const { siteId, schemaId } = await siteWithSchema(workspaceId);
    await inContext(async (r) => {
      expect((await r.users.findByEmail(email))!.id).to.equal(userId);
      expect((await r.seats.findActive(workspaceId, userId))!.role).to.equal('owner');
      expect((await r.subscriptions.findByWorkspace(workspaceId))!.plan).to.equal('free');
      const site = (await r.sites.findInWorkspace(workspaceId, siteId))!;
      expect(site).to.include({ name: 'Shop', sdkStatus: 'pending', domainLockEnabled: false });
      expect(site.allowedHosts).to.deep.equal([]);
      const schema = (await r.schemas.findInSite(siteId, schemaId))!;
      expect(schema).to.be.instanceOf(Schema);
      expect(schema.status).to.equal('published');
      expect(schema.publishedAt!.toISOString()).to.equal(now.toISOString());
      // json (not jsonb): key order survives the round trip.
      expect(Object.keys(schema.jsonLd)).to.deep.equal(['@context', '@type', 'name']);
    });
  });

  it('finds a subscription by its billing customer and keeps billing receipts with the change they came with', async () => {
    const { workspaceId } = await account();
    const customerId = `cus_${randomUUID()}`;
    const eventId = `evt_${randomUUID()}`;
    await inContext(async (r) => {
      const subscription = (await r.subscriptions.findByWorkspace(workspaceId))!;
      subscription.attachBillingCustomer(customerId, now);
      const state = {
        subscriptionId: 'sub_1',
        customerId,
        status: 'active' as const,
        plan: 'pro' as const,
        periodEnd: new Date('2026-06-01T00:00:00Z'),
        cancelAtPeriodEnd: true,
      };
      subscription.followBilling(state, now, now);
      r.receipts.add({ eventId, type: 'customer.subscription.updated', receivedAt: now });
      await r.uow.commit();
    });
    await inContext(async (r) => {
      const found = (await r.subscriptions.findByBillingCustomer(customerId))!;
      expect(found).to.include({ workspaceId, plan: 'pro', billingSubscriptionId: 'sub_1', cancelAtPeriodEnd: true });
      expect(found.billingSyncedAt!.toISOString()).to.equal(now.toISOString());
      expect(await r.subscriptions.findByBillingCustomer('cus_nobody')).to.equal(null);
      expect(await r.receipts.has(eventId)).to.equal(true);
      expect(await r.receipts.has('evt_other')).to.equal(false);
      // A second receipt for the same event cannot be written: the event applies at most once.
      r.receipts.add({ eventId, type: 'customer.subscription.updated', receivedAt: now });
      expect(
        await r.uow.commit().then(
          () => 'committed',
          (error: unknown) => error,
        ),
      ).to.be.instanceOf(ConflictError);
    });
  });

  it('scopes lookups by workspace and site', async () => {
    const mine = await account();
    const theirs = await account();
    const { siteId, schemaId } = await siteWithSchema(mine.workspaceId);
    await inContext(async (r) => {
      expect(await r.sites.findInWorkspace(theirs.workspaceId, siteId)).to.equal(null);
      expect(await r.schemas.findInSite(randomUUID(), schemaId)).to.equal(null);
      expect(await r.sites.pageByWorkspace(theirs.workspaceId, ALL)).to.deep.equal({ items: [], total: 0 });
    });
  });

  it('rolls up the schemas of each site for the portfolio: delivered, paused and invalid', async () => {
    const { workspaceId } = await account();
    const site = ClientSite.create({ id: randomUUID(), workspaceId, name: 'Health', websiteUrl: 'https://health.example.com', now });
    const make = (name: string) =>
      Schema.create({
        id: randomUUID(),
        clientSiteId: site.id,
        name,
        pageUrl: `https://health.example.com/${name}`,
        jsonLd,
        now,
        by: null,
      });
    const live = make('live');
    live.publish(now, null);
    live.recordValidity(true);
    const held = make('held');
    held.publish(now, null);
    held.pause(now, null);
    const broken = make('broken');
    broken.recordValidity(false);
    const unchecked = make('unchecked');
    await inContext(async (r) => {
      r.sites.add(site);
      for (const schema of [live, held, broken, unchecked]) r.schemas.add(schema);
      await r.uow.commit();
    });
    await inContext(async (r) => {
      const counts = await r.schemas.countBySites([site.id, randomUUID()]);
      expect([...counts.entries()]).to.deep.equal([[site.id, { total: 4, published: 1, paused: 1, invalid: 1 }]]);
    });
  });

  it('reads a site in batches by page URL then id, untracked, each batch after the last row of the one before', async () => {
    const { workspaceId } = await account();
    const site = ClientSite.create({ id: randomUUID(), workspaceId, name: 'Batches', websiteUrl: 'https://shop.example.com', now });
    // Two schemas share a page: the id orders them, and a batch may end between them.
    const paths = ['c', 'a', 'b', 'b', 'e', 'd'];
    const schemas = paths.map((path, n) =>
      Schema.create({ id: randomUUID(), clientSiteId: site.id, name: `S${n}`, pageUrl: `${page}/${path}`, jsonLd, now, by: null }),
    );
    await inContext(async (r) => {
      r.sites.add(site);
      for (const schema of schemas) r.schemas.add(schema);
      await r.uow.commit();
    });
    const expected = [...schemas].sort((x, y) => (x.pageUrl < y.pageUrl ? -1 : x.pageUrl > y.pageUrl ? 1 : x.id < y.id ? -1 : 1));
    await inContext(async (r) => {
      const batches: Schema[][] = [];
      for await (const batch of r.schemas.batchesInSite(site.id, 4)) {
        batches.push(batch);
        // Nothing read stays in the unit of work: a long export holds one batch, and no flush writes it back.
        expect(db.orm.em.getUnitOfWork().getIdentityMap().values().length).to.equal(0);
      }
      expect(batches.map((batch) => batch.length)).to.deep.equal([4, 2]);
      expect(batches.flat().map((schema) => schema.id)).to.deep.equal(expected.map((schema) => schema.id));
      const empty: Schema[][] = [];
      for await (const batch of r.schemas.batchesInSite(randomUUID(), 4)) empty.push(batch);
      expect(empty).to.deep.equal([]);
    });
  });

  it('counts schemas per site and per workspace, and filters by status and page URL', async () => {
    const { workspaceId } = await account();
    const first = await siteWithSchema(workspaceId, true);
    await siteWithSchema(workspaceId, false);
    await inContext(async (r) => {
      expect(await r.schemas.countByWorkspace(workspaceId)).to.equal(2);
      expect((await r.schemas.countBySites([first.siteId])).get(first.siteId)).to.deep.equal({
        total: 1,
        published: 1,
        paused: 0,
        invalid: 0,
      });
      expect((await r.schemas.pageBySite(first.siteId, { status: 'draft' }, ALL)).items).to.deep.equal([]);
      expect((await r.schemas.pageBySite(first.siteId, { pageUrl: `${page}/` }, ALL)).items).to.deep.equal([]);
      expect(await r.schemas.pageBySite(first.siteId, { status: 'published', pageUrl: page }, ALL)).to.have.property('total', 1);
      expect(await r.sites.countByWorkspace(workspaceId)).to.equal(2);
    });
  });

  it('removing a site removes its schemas (foreign key cascade)', async () => {
    const { workspaceId } = await account();
    const { siteId, schemaId } = await siteWithSchema(workspaceId);
    await inContext(async (r) => {
      r.sites.remove((await r.sites.findById(siteId))!);
      await r.uow.commit();
    });
    await inContext(async (r) => expect(await r.schemas.findInSite(siteId, schemaId)).to.equal(null));
  });

  it('turns a duplicate email into a ConflictError and writes nothing of that unit of work', async () => {
    const { email } = await account();
    const clash = User.create({ id: randomUUID(), email, name: null, passwordHash: 'h', now });
    const workspace = Workspace.create({ id: randomUUID(), name: 'W', ownerUserId: clash.id, now });
    const error = await inContext(async (r) => {
      r.users.add(clash);
      r.workspaces.add(workspace);
      return r.uow.commit().then(
        () => null,
        (caught: unknown) => caught,
      );
    });
    expect(error).to.be.instanceOf(ConflictError);
    await inContext(async (r) => expect(await r.workspaces.findById(workspace.id)).to.equal(null));
  });

  describe('delivery catalog', () => {
    it('serves published schemas for the exact URL and sees every committed change on the next lookup', async () => {
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 100, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId, schemaId } = await siteWithSchema(workspaceId);
      expect((await catalog.lookup(siteId, page)).schemas.map((s) => s.id)).to.deep.equal([schemaId]);
      expect((await catalog.lookup(siteId, `${page}?q=1`)).schemas).to.deep.equal([]);
      const cached = await catalog.lookup(siteId, page);
      expect(await catalog.lookup(siteId, page)).to.equal(cached);
      await inContext(async (r) => {
        (await r.schemas.findInSite(siteId, schemaId))!.pause(now, null);
        await r.uow.commit();
      });
      expect((await catalog.lookup(siteId, page)).schemas).to.deep.equal([]);
    });

    it('answers unknown Client IDs with no site and no schemas', async () => {
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 100, deliveryChanges: db.deliveryChanges });
      expect(await catalog.lookup(randomUUID(), page)).to.deep.equal({ site: null, schemas: [] });
    });

    it('keeps at most maxEntries pages, dropping those not used in the last generation', async () => {
      // Two generations of maxEntries / 2 = 2 pages each: a page read again moves to the recent generation.
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 4, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId } = await siteWithSchema(workspaceId);
      const a = await catalog.lookup(siteId, page);
      const b = await catalog.lookup(siteId, `${page}/b`);
      expect(await catalog.lookup(siteId, page)).to.equal(a);
      await catalog.lookup(siteId, `${page}/c`);
      // `a` was used after `b`, so `b` went: it is read again as a new entry, while `a` is still the cached one.
      expect(await catalog.lookup(siteId, page)).to.equal(a);
      expect(await catalog.lookup(siteId, `${page}/b`)).to.not.equal(b);
    });

    it('a page read twice at once and cached across a generation change still goes with its site', async () => {
      // One page per generation: each of the two concurrent reads caches the page and starts a new generation, so
      // the second finds the first's copy in the older one. A site-wide change must still drop the page.
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 2, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId } = await siteWithSchema(workspaceId);
      const [first, second] = await Promise.all([catalog.lookup(siteId, page), catalog.lookup(siteId, page)]);
      expect(first.site!.domainLockEnabled).to.equal(false);
      expect(second.site!.domainLockEnabled).to.equal(false);
      await db.pool.query(`update client_sites set domain_lock_enabled = true, allowed_hosts = '{shop.example.com}' where id = $1`, [
        siteId,
      ]);
      expect((await catalog.lookup(siteId, page)).site!.domainLockEnabled).to.equal(true);
    });

    it('answers at once only what it holds while the change count stands still; an edit sends it back to lookup', async () => {
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 100, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId, schemaId } = await siteWithSchema(workspaceId);
      expect(catalog.current(siteId, page)).to.equal(null);
      const entry = await catalog.lookup(siteId, page);
      // Without a change count (PostgreSQL) every answer waits for the epoch check: never at once.
      expect(catalog.current(siteId, page)).to.equal(db.deliveryChanges ? entry : null);
      await inContext(async (r) => {
        (await r.schemas.findInSite(siteId, schemaId))!.edit({ name: 'Edited' }, now, null);
        await r.uow.commit();
      });
      expect(catalog.current(siteId, page)).to.equal(null);
      const edited = await catalog.lookup(siteId, page);
      expect(edited.schemas[0]!.name).to.equal('Edited');
      expect(catalog.current(siteId, page)).to.equal(db.deliveryChanges ? edited : null);
    });

    it('an edit drops only its own page; a move drops both pages; a site change drops every page of the site', async () => {
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 100, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId, schemaId } = await siteWithSchema(workspaceId);
      const other = `${page}/other`;
      const edited = await catalog.lookup(siteId, page);
      const untouched = await catalog.lookup(siteId, other);
      await inContext(async (r) => {
        (await r.schemas.findInSite(siteId, schemaId))!.edit({ name: 'Edited' }, now, null);
        await r.uow.commit();
      });
      const afterEdit = await catalog.lookup(siteId, page);
      expect(afterEdit).to.not.equal(edited);
      expect(afterEdit.schemas[0]!.name).to.equal('Edited');
      expect(await catalog.lookup(siteId, other)).to.equal(untouched);

      await inContext(async (r) => {
        (await r.schemas.findInSite(siteId, schemaId))!.edit({ pageUrl: other }, now, null);
        await r.uow.commit();
      });
      expect((await catalog.lookup(siteId, page)).schemas).to.deep.equal([]);
      const moved = await catalog.lookup(siteId, other);
      expect(moved.schemas.map((s) => s.id)).to.deep.equal([schemaId]);

      await db.pool.query(`update client_sites set domain_lock_enabled = true, allowed_hosts = '{shop.example.com}' where id = $1`, [
        siteId,
      ]);
      const locked = await catalog.lookup(siteId, other);
      expect(locked).to.not.equal(moved);
      expect(locked.site!.domainLockEnabled).to.equal(true);
    });

    it('keeps a page cached when a write changes nothing it delivers (a stored verdict), drops it when one does', async () => {
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 100, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId, schemaId } = await siteWithSchema(workspaceId);
      const epoch = async () => (await db.pool.query<{ epoch: string }>('select epoch from delivery_epoch')).rows[0]!.epoch;
      const cached = await catalog.lookup(siteId, page);
      const before = await epoch();
      const [row] = await inContext((r) => r.schemas.withoutValidity(10_000)).then((rows) => rows.filter((r) => r.id === schemaId));
      await inContext((r) => r.schemas.recordValidity(schemaId, row!.updatedAt, true));
      await db.pool.query(`update schemas set revision = revision + 1, updated_at = now() where id = $1`, [schemaId]);
      expect(await epoch()).to.equal(before);
      expect(await catalog.lookup(siteId, page)).to.equal(cached);

      await db.pool.query(`update schemas set status = 'paused' where id = $1`, [schemaId]);
      expect(await epoch()).to.not.equal(before);
      expect((await catalog.lookup(siteId, page)).schemas).to.deep.equal([]);
    });

    it('drops everything when the change log it relies on was pruned past its epoch', async () => {
      const catalog = new PgDeliveryCatalog(db.pool, { maxEntries: 100, deliveryChanges: db.deliveryChanges });
      const { workspaceId } = await account();
      const { siteId, schemaId } = await siteWithSchema(workspaceId);
      const before = await catalog.lookup(siteId, page);
      await inContext(async (r) => {
        (await r.schemas.findInSite(siteId, schemaId))!.edit({ name: 'Renamed' }, now, null);
        await r.uow.commit();
      });
      await inContext(async (r) => {
        (await r.schemas.findInSite(siteId, schemaId))!.edit({ name: 'Renamed again' }, now, null);
        await r.uow.commit();
      });
      await db.pool.query('delete from delivery_changes where epoch < (select epoch from delivery_epoch)');
      const after = await catalog.lookup(siteId, page);
      expect(after).to.not.equal(before);
      expect(after.schemas[0]!.name).to.equal('Renamed again');
    });
  });

  it('stores a missing verdict compared to the millisecond (rows written by SQL carry microseconds), never over a newer save', async () => {
    const { workspaceId } = await account();
    const first = await siteWithSchema(workspaceId, false);
    const second = await siteWithSchema(workspaceId, false);
    await db.pool.query(`update schemas set updated_at = '2026-05-01T10:00:00.123456Z' where id = $1`, [first.schemaId]);
    const read = await inContext((r) => r.schemas.withoutValidity(10_000));
    const version = (id: string) => read.find((row) => row.id === id)!.updatedAt;
    await db.pool.query(`update schemas set name = 'Saved meanwhile', updated_at = now() where id = $1`, [second.schemaId]);
    await inContext(async (r) => {
      await r.schemas.recordValidity(first.schemaId, version(first.schemaId), true);
      await r.schemas.recordValidity(second.schemaId, version(second.schemaId), true);
    });
    const { rows } = await db.pool.query<{ id: string; valid: boolean | null }>('select id, valid from schemas where id = any($1)', [
      [first.schemaId, second.schemaId],
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.valid]))).to.deep.equal({ [first.schemaId]: true, [second.schemaId]: null });
  });
});
