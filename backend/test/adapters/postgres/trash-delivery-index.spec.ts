import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Database } from '../../../src/adapters/postgres/database.js';
import { ENTRY_SQL } from '../../../src/adapters/postgres/pg-delivery-catalog.js';
import { forEachDatabase } from '../../support/databases.js';

forEachDatabase('Delivery after the trash: the live-rows filter stays on the delivery index', (database) => {
  let db: Database;
  before(async () => {
    db = await Database.open({ url: await database.url(), ormPoolSize: 2, rawPoolSize: 2 });
    await db.migrate();
  });
  after(() => db.close());

  it('reads schemas through the partial delivery index and the site by its primary key', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      // Tables this small would be scanned whole; what matters is that the index can serve the query at all, which
      // needs the query's predicate to imply the index's `deleted_at is null`.
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${ENTRY_SQL}`, [randomUUID(), 'https://shop.example.com/p']);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).to.match(/schemas_delivery_index/);
      expect(text).to.match(/client_sites_pkey/);
      const index = await client.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'schemas_delivery_index'`);
      // Partial: trashed rows never enter the index delivery probes.
      expect(index.rows[0]!.indexdef).to.match(/WHERE \(deleted_at IS NULL\)/);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
