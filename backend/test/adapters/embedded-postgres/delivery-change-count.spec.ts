import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { EmbeddedPostgres } from '../../../src/adapters/embedded-postgres/embedded-postgres.js';
import { Database } from '../../../src/adapters/postgres/database.js';
import { PgDeliveryCatalog } from '../../../src/adapters/postgres/pg-delivery-catalog.js';
import { loadConfig } from '../../../src/composition/config.js';
import { startService, type Service } from '../../../src/composition/service.js';
import { silentLogger } from '../../support/loggers.js';

const USER = '00000000-0000-4000-8000-0000000000a1';
const WORKSPACE = '00000000-0000-4000-8000-0000000000a2';
const SITE = '00000000-0000-4000-8000-0000000000a3';
const SCHEMA = '00000000-0000-4000-8000-0000000000a4';
const PAGE = 'https://shop.example.com/p';

/** One site with one published schema on PAGE, written straight into the tables. */
async function seed(db: pg.Pool | pg.Client): Promise<void> {
  await db.query(
    `insert into users (id, email, password_hash, created_at) values ('${USER}', 'count-${Date.now()}@example.com', 'x', now())`,
  );
  await db.query(`insert into workspaces (id, name, owner_user_id, created_at) values ('${WORKSPACE}', 'w', '${USER}', now())`);
  await db.query(`insert into client_sites (id, workspace_id, name, website_url, sdk_status, domain_lock_enabled, allowed_hosts, created_at, updated_at)
    values ('${SITE}', '${WORKSPACE}', 'Shop', 'https://shop.example.com', 'pending', false, '{}', now(), now())`);
  await db.query(`insert into schemas (id, client_site_id, name, schema_type, page_url, status, json_ld, created_at, updated_at, published_at)
    values ('${SCHEMA}', '${SITE}', 'Org', 'Organization', '${PAGE}', 'published', '{"@context":"https://schema.org","@type":"Organization","name":"Shop"}', now(), now(), now())`);
}

/** Another connection, as the operator CLI or any other client of the socket would be. */
async function elsewhere(url: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describe('Embedded database: delivery change count', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;
  let database: Database;
  before(async function () {
    this.timeout(90_000); // a fresh embedded database, migrated, on a busy machine
    dataDir = mkdtempSync(join(tmpdir(), 'sdn-changes-'));
    server = await EmbeddedPostgres.start({ dataDir, maxConnections: 20 });
    database = await Database.open({ url: server.url, ormPoolSize: 2, rawPoolSize: 4, deliveryChanges: () => server.deliveryChanges() });
    await database.migrate();
    await seed(database.pool);
  });
  after(async () => {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is raised by a delivery change committed on any connection before that connection hears of its commit', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const before = server.deliveryChanges();
      await client.query('begin');
      await client.query(`update schemas set name = 'Renamed' where id = $1`, [SCHEMA]);
      expect(server.deliveryChanges(), 'not before the commit').to.equal(before);
      await client.query('commit');
      // Read synchronously right after the commit answered: nothing else could have raised it in between.
      expect(server.deliveryChanges()).to.be.greaterThan(before);
    } finally {
      await client.end();
    }
  });

  it('stays put for reads, rolled-back changes and writes that do not touch delivery', async () => {
    const before = server.deliveryChanges();
    await database.pool.query('select * from schemas');
    await elsewhere(server.url, `begin; update schemas set status = 'paused' where id = '${SCHEMA}'; rollback`);
    await elsewhere(server.url, `update users set email = email where id = $1`, [USER]);
    expect(server.deliveryChanges()).to.equal(before);
  });

  it("keeps hearing changes after a client drops the session's LISTEN (UNLISTEN *, DISCARD ALL)", async () => {
    for (const drop of ['UNLISTEN *', 'DISCARD ALL']) {
      await elsewhere(server.url, drop);
      const before = server.deliveryChanges();
      await elsewhere(server.url, `update schemas set name = 'After ${drop}' where id = $1`, [SCHEMA]);
      expect(server.deliveryChanges(), `a change after ${drop}`).to.be.greaterThan(before);
    }
    // A change committed in the same transaction as the UNLISTEN is not announced to the session: counted anyway.
    const before = server.deliveryChanges();
    await elsewhere(server.url, `begin; update schemas set name = 'With UNLISTEN' where id = '${SCHEMA}'; unlisten *; commit`);
    expect(server.deliveryChanges()).to.be.greaterThan(before);
  });

  it('lets delivery skip the database while nothing changed, and sees a change from another connection on the next lookup', async () => {
    const catalog = new PgDeliveryCatalog(database.pool, { maxEntries: 100, deliveryChanges: database.deliveryChanges });
    expect((await catalog.lookup(SITE, PAGE)).schemas.map((s) => s.name)).to.have.length(1);
    let queries = 0;
    const countQuery = () => queries++;
    database.pool.on('acquire', countQuery);
    try {
      for (let i = 0; i < 50; i++) await catalog.lookup(SITE, PAGE);
      expect(queries, 'queries while nothing changed').to.equal(0);
      await elsewhere(server.url, `update schemas set status = 'paused' where id = $1`, [SCHEMA]);
      expect((await catalog.lookup(SITE, PAGE)).schemas).to.deep.equal([]);
      expect(queries).to.be.greaterThan(0);
      await elsewhere(server.url, `update schemas set status = 'published' where id = $1`, [SCHEMA]);
      expect((await catalog.lookup(SITE, PAGE)).schemas).to.have.length(1);
    } finally {
      database.pool.off('acquire', countQuery);
    }
  });
});

describe('Embedded service: delivery is fresh after a change from another connection', () => {
  let dataDir: string;
  let service: Service;
  before(async function () {
    this.timeout(90_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sdn-changes-service-'));
    service = await startService(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789' }),
      silentLogger,
    );
    await seed(service.database.pool);
  });
  after(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drops a schema paused through the socket (as the operator CLI would) on the very next request', async () => {
    const inject = `/api/inject?clientId=${SITE}&url=${encodeURIComponent(PAGE)}`;
    for (let i = 0; i < 3; i++) expect((await request(service.app).get(inject).expect(200)).body.items).to.have.length(1);
    await elsewhere(EmbeddedPostgres.urlFor(dataDir), `update schemas set status = 'paused' where id = $1`, [SCHEMA]);
    expect((await request(service.app).get(inject).expect(200)).body.items).to.deep.equal([]);
    await elsewhere(EmbeddedPostgres.urlFor(dataDir), `update schemas set status = 'published' where id = $1`, [SCHEMA]);
    expect((await request(service.app).get(inject).expect(200)).body.items).to.have.length(1);
  });
});
