import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Database } from '../../../src/adapters/postgres/database.js';
import { createScratchDatabase, type ScratchDatabase } from '../../support/scratch-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;

// Schemas saved before revision history existed start it with one "initial" revision of their current content.
(baseUrl ? describe : describe.skip)('Migration20261124141000_schema_revisions on existing data', () => {
  let scratch: ScratchDatabase;
  let database: Database;

  before(async () => {
    scratch = await createScratchDatabase(baseUrl!, 'sdn_revisions');
    database = await Database.open({ url: scratch.url, ormPoolSize: 2, rawPoolSize: 2 });
  });

  after(async () => {
    await database?.close();
    await scratch.drop();
  });

  it('gives every existing schema revision 1 ("initial", no author) holding its content, status and last update time', async () => {
    await database.orm.migrator.up({ to: 'Migration20261123160000_site_audits' });
    const [user, workspace, site, schema] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const updatedAt = new Date('2026-11-20T08:00:00Z');
    const jsonLd = '{"@context":"https://schema.org","@type":"Product","name":"Mug"}';
    await database.pool.query(`insert into users (id, email, password_hash, created_at) values ($1, 'old@example.com', 'x', now())`, [
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
      `insert into schemas (id, client_site_id, name, schema_type, page_url, status, json_ld, created_at, updated_at, published_at)
       values ($1, $2, 'Mug', 'Product', 'https://shop.example.com/mug', 'published', $3, $4, $4, $4)`,
      [schema, site, jsonLd, updatedAt],
    );

    await database.migrate();

    const { rows } = await database.pool.query(
      `select number, kind, name, page_url, schema_type, status, json_ld::text as json, author_id, recorded_at from schema_revisions where schema_id = $1`,
      [schema],
    );
    expect(rows).to.deep.equal([
      {
        number: 1,
        kind: 'initial',
        name: 'Mug',
        page_url: 'https://shop.example.com/mug',
        schema_type: 'Product',
        status: 'published',
        json: jsonLd,
        author_id: null,
        recorded_at: updatedAt,
      },
    ]);
    expect((await database.pool.query('select revision from schemas where id = $1', [schema])).rows).to.deep.equal([{ revision: 1 }]);
  });
});
