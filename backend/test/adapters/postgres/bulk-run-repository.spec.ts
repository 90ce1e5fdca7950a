import { RequestContext } from '@mikro-orm/postgresql';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { InMemoryAiUsage } from '../../../src/adapters/in-memory/in-memory-ai-usage.js';
import { Database } from '../../../src/adapters/postgres/database.js';
import { MikroOrmClientSiteRepository } from '../../../src/adapters/postgres/mikro-orm-client-site-repository.js';
import { MikroOrmUserRepository, MikroOrmWorkspaceRepository } from '../../../src/adapters/postgres/mikro-orm-account-repositories.js';
import { MikroOrmSchemaRepository } from '../../../src/adapters/postgres/mikro-orm-schema-repository.js';
import { MikroOrmUnitOfWork } from '../../../src/adapters/postgres/mikro-orm-unit-of-work.js';
import { PgBulkRunRepository } from '../../../src/adapters/postgres/pg-bulk-run-repository.js';
import { SystemClock } from '../../../src/adapters/system/system-clock.js';
import { AiQuotaGate, DEFAULT_AI_QUOTAS } from '../../../src/application/ai/ai-quotas.js';
import { ProcessBulkItem } from '../../../src/application/bulk/process-bulk-item.js';
import { User } from '../../../src/domain/account/user.js';
import { Workspace } from '../../../src/domain/account/workspace.js';
import { BulkRun } from '../../../src/domain/bulk/bulk-run.js';
import { ClientSite } from '../../../src/domain/client-site/client-site.js';
import { forEachDatabase } from '../../support/databases.js';
import { ScriptedPageReader, productExtraction } from '../../support/bulk-fakes.js';

const now = new Date('2026-05-01T10:00:00Z');
const shop = (path: string) => `https://shop.example.com${path}`;

/** The worker dies right after the draft is committed, before the item's result is written. */
class CrashingPgBulkRunRepository extends PgBulkRunRepository {
  crashBeforeResult = false;

  override async save(run: BulkRun): Promise<boolean> {
    if (this.crashBeforeResult && run.items.some((item) => item.hasChanges() && item.status === 'succeeded')) {
      this.crashBeforeResult = false;
      throw new Error('worker killed');
    }
    return super.save(run);
  }
}

forEachDatabase('Postgres: bulk runs', (database) => {
  let db: Database;
  before(async () => {
    db = await Database.open({
      url: await database.url(),
      ormPoolSize: 2,
      rawPoolSize: 2,
      deliveryChanges: database.deliveryChanges() ?? undefined,
    });
    await db.migrate();
  });
  after(() => db.close());

  /** A workspace with one site, as the bulk tables' foreign keys want. */
  async function site(): Promise<{ workspaceId: string; userId: string; siteId: string }> {
    const user = User.create({ id: randomUUID(), email: `bulk-${randomUUID()}@example.com`, name: null, passwordHash: 'h', now });
    const workspace = Workspace.create({ id: randomUUID(), name: 'W', ownerUserId: user.id, now });
    const clientSite = ClientSite.create({ id: randomUUID(), workspaceId: workspace.id, name: 'Shop', websiteUrl: shop(''), now });
    await RequestContext.create(db.orm.em, async () => {
      new MikroOrmUserRepository(db.orm.em).add(user);
      new MikroOrmWorkspaceRepository(db.orm.em).add(workspace);
      new MikroOrmClientSiteRepository(db.orm.em).add(clientSite);
      await new MikroOrmUnitOfWork(db.orm.em).commit();
    });
    return { workspaceId: workspace.id, userId: user.id, siteId: clientSite.id };
  }

  async function newRun(urls: string[]): Promise<BulkRun> {
    const { workspaceId, userId, siteId } = await site();
    const run = BulkRun.start({
      id: randomUUID(),
      workspaceId,
      clientSiteId: siteId,
      createdBy: userId,
      plan: 'pro',
      items: urls.map((url) => ({ id: randomUUID(), url })),
      now,
    });
    await new PgBulkRunRepository(db.pool).add(run);
    return run;
  }

  it('reads a run back as it stored it, in order, only within its site', async () => {
    const runs = new PgBulkRunRepository(db.pool);
    const run = await newRun([shop('/b'), shop('/a')]);
    const found = (await runs.findInSite(run.clientSiteId, run.id))!;
    expect(found).to.be.instanceOf(BulkRun);
    expect(found.snapshot()).to.deep.equal(run.snapshot());
    expect(found.owner).to.deep.equal(run.owner);
    expect(found.items.map((item) => item.snapshot())).to.deep.equal(run.items.map((item) => item.snapshot()));
    expect(await runs.findInSite(randomUUID(), run.id)).to.equal(null);
    expect(await runs.find(randomUUID())).to.equal(null);
  });

  it('writes a change only over the state it was read in: of two workers, one takes an item', async () => {
    const runs = new PgBulkRunRepository(db.pool);
    const run = await newRun([shop('/a'), shop('/b')]);
    const [first, second] = [(await runs.find(run.id))!, (await runs.find(run.id))!];
    const itemId = run.items[0]!.id;
    first.claim(itemId, now);
    second.claim(itemId, now);
    expect(await runs.save(first)).to.equal(true);
    expect(await runs.save(second), 'moved since it was read').to.equal(false);
    const update = { '@context': 'https://schema.org', '@type': 'Product', name: 'Kettle «Ünïcode»' };
    first.succeed(itemId, { schemaType: 'Product', source: 'ai', isValid: false, schemaId: null, note: 'n', update }, now);
    expect(await runs.save(first), 'its own write moved the read state on').to.equal(true);
    const cancelling = (await runs.find(run.id))!;
    cancelling.cancel(now);
    expect(await runs.save(cancelling)).to.equal(true);
    const stored = (await runs.find(run.id))!;
    expect(stored.status).to.equal('cancelled');
    expect(stored.items.map((item) => [item.status, item.attempts])).to.deep.equal([
      ['succeeded', 1],
      ['cancelled', 0],
    ]);
    expect(stored.items[0]!.result).to.deep.equal({
      schemaType: 'Product',
      source: 'ai',
      isValid: false,
      schemaId: null,
      note: 'n',
      update,
    });
  });

  it('a worker killed between the draft and the item result leaves no duplicate draft after the retry', async () => {
    const runs = new CrashingPgBulkRunRepository(db.pool);
    const reader = new ScriptedPageReader();
    reader.pages.set(shop('/mug'), { title: 'Mug' });
    const run = await newRun([shop('/mug')]);
    const process = new ProcessBulkItem(
      runs,
      reader,
      productExtraction,
      new AiQuotaGate(new InMemoryAiUsage(), DEFAULT_AI_QUOTAS),
      new MikroOrmSchemaRepository(db.orm.em),
      new MikroOrmUnitOfWork(db.orm.em),
      new SystemClock(),
      1,
      1,
    );
    // Each attempt in a fresh ORM context, as the job runner gives every job.
    const attempt = () => RequestContext.create(db.orm.em, () => process.handle({ itemId: run.items[0]!.id, runId: run.id }));
    const drafts = async () =>
      (await db.pool.query<{ id: string }>('select id from schemas where client_site_id = $1', [run.clientSiteId])).rows.map(
        (row) => row.id,
      );

    runs.crashBeforeResult = true;
    const crash = await attempt().then(
      () => null,
      (error: Error) => error,
    );
    expect(crash?.message).to.equal('worker killed');
    expect(await drafts(), 'the draft was committed').to.have.length(1);
    expect((await runs.find(run.id))!.items[0]!.status).to.equal('running');

    await attempt(); // the queue hands the job out again
    const after = (await runs.find(run.id))!;
    const item = after.items[0]!;
    expect(item).to.include({ status: 'succeeded', attempts: 2 });
    expect(item.result).to.include({ schemaId: item.id, note: null });
    expect(await drafts()).to.deep.equal([item.id]);
    expect(after.status).to.equal('completed');
    expect([...(await runs.draftStatuses(run.id))]).to.deep.equal([[item.id, 'draft']]);
  });
});
