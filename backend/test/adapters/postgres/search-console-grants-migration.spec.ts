import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { AesGcmTokenCipher } from '../../../src/adapters/crypto/aes-gcm-token-cipher.js';
import { Database } from '../../../src/adapters/postgres/database.js';
import { PgSearchConsoleStore } from '../../../src/adapters/postgres/pg-search-console-store.js';
import { createScratchDatabase, type ScratchDatabase } from '../../support/scratch-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;

// Connections stored with a token per site keep working: each token becomes a grant whose id is its site's id (the
// value the token was sealed for), and tracked pages hold the 90 days that ended on the site's last day of data.
(baseUrl ? describe : describe.skip)('Search Console grant and page coverage migrations on existing data', () => {
  let scratch: ScratchDatabase;
  let database: Database;

  before(async () => {
    scratch = await createScratchDatabase(baseUrl!, 'sdn_gsc_grants');
    database = await Database.open({ url: scratch.url, ormPoolSize: 2, rawPoolSize: 2 });
  });

  after(async () => {
    await database?.close();
    await scratch.drop();
  });

  it('moves each stored token to a grant of its own that still opens, and gives tracked pages their days', async () => {
    await database.orm.migrator.up({ to: 'Migration20261126150000_audit_fetch_slots_reports' });
    const [user, workspace, site] = [randomUUID(), randomUUID(), randomUUID()];
    const cipher = new AesGcmTokenCipher(Buffer.alloc(32, 3));
    await database.pool.query(`insert into users (id, email, password_hash, created_at) values ($1, 'gsc@example.com', 'x', now())`, [
      user,
    ]);
    await database.pool.query(`insert into workspaces (id, name, owner_user_id, created_at) values ($1, 'W', $2, now())`, [
      workspace,
      user,
    ]);
    await database.pool.query(
      `insert into client_sites (id, workspace_id, name, website_url, allowed_hosts, created_at, updated_at) values ($1, $2, 'Shop', 'https://shop.example.com', '{}', now(), now())`,
      [site, workspace],
    );
    await database.pool.query(
      `insert into search_console_connections (client_site_id, status, property_url, refresh_token_sealed, connected_by, connected_at, data_until)
       values ($1, 'connected', 'https://shop.example.com/', $2, $3, now(), '2026-11-20')`,
      [site, cipher.seal('1//old-refresh-token', site), user],
    );
    await database.pool.query(
      `insert into search_console_tracked_pages (client_site_id, page_url, backfilled_at) values ($1, 'https://shop.example.com/a', now())`,
      [site],
    );

    await database.migrate();

    const store = new PgSearchConsoleStore(database.pool);
    const connection = (await store.find(site))!;
    expect(connection).to.deep.include({ grantId: site, status: 'connected', dataUntil: '2026-11-20' });
    expect(cipher.open(connection.refreshTokenSealed, connection.grantId)).to.equal('1//old-refresh-token');
    expect(await store.sitesOfGrant(site)).to.deep.equal([site]);
    expect(await store.pageCoverage(site)).to.deep.equal(
      new Map([['https://shop.example.com/a', { from: '2026-08-23', to: '2026-11-20' }]]),
    );
  });
});
