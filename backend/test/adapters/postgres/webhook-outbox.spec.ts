import { RequestContext } from '@mikro-orm/postgresql';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { MikroOrmUserRepository, MikroOrmWorkspaceRepository } from '../../../src/adapters/postgres/mikro-orm-account-repositories.js';
import { MikroOrmClientSiteRepository } from '../../../src/adapters/postgres/mikro-orm-client-site-repository.js';
import { MikroOrmSchemaHistory } from '../../../src/adapters/postgres/mikro-orm-schema-history.js';
import { MikroOrmSchemaRepository } from '../../../src/adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmUnitOfWork } from '../../../src/adapters/postgres/mikro-orm-unit-of-work.js';
import { Database } from '../../../src/adapters/postgres/database.js';
import { PgWebhookOutbox } from '../../../src/adapters/postgres/pg-webhook-outbox.js';
import { User } from '../../../src/domain/account/user.js';
import { Workspace } from '../../../src/domain/account/workspace.js';
import { ClientSite } from '../../../src/domain/client-site/client-site.js';
import { Schema } from '../../../src/domain/schema/schema.js';
import { SchemaEvent } from '../../../src/domain/schema/schema-event.js';
import type { WebhookEvent } from '../../../src/domain/webhook/webhook-event.js';
import { forEachDatabase } from '../../support/databases.js';

const now = new Date('2026-11-26T10:00:00Z');
const product = (name: string) => ({ '@context': 'https://schema.org', '@type': 'Product', name });

forEachDatabase('Webhook outbox written in the schema change transaction', (database) => {
  let db: Database;
  let commitsHeard = 0;
  before(async () => {
    db = await Database.open({ url: await database.url(), ormPoolSize: 3, rawPoolSize: 3 });
    await db.migrate();
    db.webhookOutbox.onCommitted(() => (commitsHeard += 1));
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
    history: new MikroOrmSchemaHistory(db.orm.em),
  });

  /** Relays everything waiting and answers the events, in order. */
  async function relayed(): Promise<WebhookEvent[]> {
    const events: WebhookEvent[] = [];
    await new PgWebhookOutbox(db.pool).relay(1000, (event) => {
      events.push(event);
      return [];
    });
    return events;
  }

  async function draftOnNewSite(): Promise<{ schema: Schema; userId: string; workspaceId: string }> {
    const user = User.create({ id: randomUUID(), email: `hook-${randomUUID()}@example.com`, name: null, passwordHash: 'h', now });
    const workspace = Workspace.create({ id: randomUUID(), name: 'W', ownerUserId: user.id, now });
    const site = ClientSite.create({
      id: randomUUID(),
      workspaceId: workspace.id,
      name: 'Shop',
      websiteUrl: 'https://shop.example.com',
      now,
    });
    const schema = Schema.create({
      id: randomUUID(),
      clientSiteId: site.id,
      name: 'Mug',
      pageUrl: 'https://shop.example.com/mug',
      jsonLd: product('Mug'),
      now,
      by: user.id,
    });
    await inContext(async (r) => {
      r.users.add(user);
      r.workspaces.add(workspace);
      r.sites.add(site);
      r.schemas.add(schema);
      await r.uow.commit();
    });
    await relayed();
    return { schema, userId: user.id, workspaceId: workspace.id };
  }

  it('writes an event with the commit that records it, and tells of the commit', async () => {
    const { schema, userId, workspaceId } = await draftOnNewSite();
    const heard = commitsHeard;
    await inContext(async (r) => {
      const loaded = (await r.schemas.findInSite(schema.clientSiteId, schema.id))!;
      loaded.move('publish', now, userId);
      r.history.record(SchemaEvent.of(loaded, 'publish', { id: randomUUID(), userId, at: now }));
      await r.uow.commit();
    });
    expect(commitsHeard).to.equal(heard + 1);
    const events = await relayed();
    expect(events.map((event) => [event.type, event.schemaId, event.workspaceId, event.pageUrl, event.schemaType])).to.deep.equal([
      ['schema.published', schema.id, workspaceId, 'https://shop.example.com/mug', 'Product'],
    ]);
    expect(await relayed(), 'a relayed event leaves the outbox').to.deep.equal([]);
  });

  it('writes nothing for a change whose transaction rolls back', async () => {
    const { schema, userId } = await draftOnNewSite();
    const heard = commitsHeard;
    const failure = await inContext((r) =>
      r.uow.serialized(`test:${schema.id}`, async () => {
        const loaded = (await r.schemas.findInSite(schema.clientSiteId, schema.id))!;
        loaded.move('publish', now, userId);
        r.history.record(SchemaEvent.of(loaded, 'publish', { id: randomUUID(), userId, at: now }));
        await r.uow.commit();
        throw new Error('a later step of the same transaction failed');
      }),
    ).catch((error: Error) => error);
    expect((failure as Error).message).to.equal('a later step of the same transaction failed');
    expect(commitsHeard).to.equal(heard);
    expect(await relayed()).to.deep.equal([]);
    const stored = await inContext((r) => r.schemas.findInSite(schema.clientSiteId, schema.id));
    expect(stored!.status).to.equal('draft');
  });

  it('records an edit of a published schema as updated, and no edit of a draft', async () => {
    const { schema, userId } = await draftOnNewSite();
    await inContext(async (r) => {
      const loaded = (await r.schemas.findInSite(schema.clientSiteId, schema.id))!;
      loaded.edit({ name: 'Draft mug' }, now, userId);
      await r.uow.commit();
    });
    expect(await relayed()).to.deep.equal([]);
    await inContext(async (r) => {
      const loaded = (await r.schemas.findInSite(schema.clientSiteId, schema.id))!;
      loaded.move('publish', now, userId);
      r.history.record(SchemaEvent.of(loaded, 'publish', { id: randomUUID(), userId, at: now }));
      await r.uow.commit();
    });
    await relayed();
    await inContext(async (r) => {
      const loaded = (await r.schemas.findInSite(schema.clientSiteId, schema.id))!;
      loaded.edit({ jsonLd: product('Blue mug') }, new Date(now.getTime() + 1000), userId);
      await r.uow.commit();
    });
    const events = await relayed();
    expect(events.map((event) => event.type)).to.deep.equal(['schema.updated']);
  });
});
