import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Database } from '../../../src/adapters/postgres/database.js';
import {
  DELIVERED_SCHEMA_COLUMNS,
  DELIVERED_SITE_COLUMNS,
  IMMUTABLE_COLUMNS,
  unchangedCondition,
} from '../../../src/adapters/postgres/delivered-columns.js';
import { PgAuditRepository } from '../../../src/adapters/postgres/pg-audit-repository.js';
import { ENTRY_SQL } from '../../../src/adapters/postgres/pg-delivery-catalog.js';
import { forEachDatabase } from '../../support/databases.js';
import { Audit } from '../../../src/domain/audit/audit.js';

/** Columns of `alias` that a query names (`s.page_url` -> page_url). */
const columnsOf = (sql: string, alias: string) => new Set([...sql.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))].map((m) => m[1]!));
const collapse = (text: string) => text.replace(/\s+/g, ' ');

describe('Delivered columns: the catalog query reads what the list names', () => {
  it('reads no schema or site column the delivery triggers do not compare', () => {
    const known = new Set<string>([...DELIVERED_SCHEMA_COLUMNS, ...DELIVERED_SITE_COLUMNS, ...IMMUTABLE_COLUMNS]);
    const read = [...columnsOf(ENTRY_SQL, 's'), ...columnsOf(ENTRY_SQL, 'c')];
    expect(read.filter((column) => !known.has(column))).to.deep.equal([]);
    // ... and every listed column is read (a listed column nobody reads would evict pages for nothing).
    expect([...DELIVERED_SCHEMA_COLUMNS].filter((column) => !columnsOf(ENTRY_SQL, 's').has(column))).to.deep.equal([]);
    expect([...DELIVERED_SITE_COLUMNS].filter((column) => !columnsOf(ENTRY_SQL, 'c').has(column))).to.deep.equal([]);
  });
});

forEachDatabase('Delivered columns: the installed triggers', (database) => {
  let db: Database;
  before(async () => {
    db = await Database.open({ url: await database.url(), ormPoolSize: 2, rawPoolSize: 2 });
    await db.migrate();
  });
  after(() => db.close());

  const functionSource = async (name: string) =>
    collapse((await db.pool.query<{ prosrc: string }>(`select prosrc from pg_proc where proname = $1`, [name])).rows[0]!.prosrc);

  it('compare exactly the listed columns (a change of the list needs a migration rewriting them)', async () => {
    expect(await functionSource('schemas_delivery_change')).to.include(collapse(unchangedCondition(DELIVERED_SCHEMA_COLUMNS)));
    expect(await functionSource('client_sites_delivery_change')).to.include(collapse(unchangedCondition(DELIVERED_SITE_COLUMNS)));
  });

  it('a finished audit does not evict the site from delivery; a domain lock change does', async () => {
    const [user, workspace, site, audit] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await db.pool.query(`insert into users (id, email, password_hash, created_at) values ($1, $2, 'x', now())`, [
      user,
      `${user}@example.com`,
    ]);
    await db.pool.query(`insert into workspaces (id, name, owner_user_id, created_at) values ($1, 'w', $2, now())`, [workspace, user]);
    await db.pool.query(
      `insert into client_sites (id, workspace_id, name, website_url, sdk_status, domain_lock_enabled, allowed_hosts, created_at, updated_at)
       values ($1, $2, 'Shop', 'https://shop.example.com', 'pending', false, '{}', now(), now())`,
      [site, workspace],
    );
    const audits = new PgAuditRepository(db.pool);
    await audits.add(
      Audit.start({
        id: audit,
        workspaceId: workspace,
        clientSiteId: site,
        createdBy: user,
        plan: 'agency',
        deep: false,
        maxPages: 5,
        now: new Date(),
      }),
    );
    await db.pool.query(`update audits set discovery = 'sitemap' where id = $1`, [audit]);
    const changesOfSite = async () =>
      Number((await db.pool.query(`select count(*) from delivery_changes where client_site_id = $1`, [site])).rows[0].count);
    const before = await changesOfSite();

    const finished = (await audits.find(audit))!;
    const tally = { scores: [80, 80], withMarkup: 1, pending: 0, unread: 0, firstUnreadReason: null };
    expect(finished.finishIfDone(tally, new Date())).to.equal(true);
    expect(await audits.save(finished)).to.equal(true);
    expect(await changesOfSite(), 'the audit score is not delivered').to.equal(before);

    await db.pool.query(`update client_sites set domain_lock_enabled = true where id = $1`, [site]);
    expect(await changesOfSite()).to.equal(before + 1);
  });
});
