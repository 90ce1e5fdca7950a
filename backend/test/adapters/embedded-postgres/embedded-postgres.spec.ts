import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '../../../src/adapters/embedded-postgres/embedded-postgres.js';

describe('Embedded PostgreSQL over the wire protocol', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;
  let pool: pg.Pool;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sdn-embedded-'));
    server = await EmbeddedPostgres.start({ dataDir, maxConnections: 20 });
    pool = new pg.Pool({ connectionString: server.url, max: 16 });
    await pool.query('create table counters (id int primary key, n int not null)');
    await pool.query('insert into counters values (1, 0)');
  });
  after(async () => {
    await pool.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every connection's extended-protocol queries and transactions apart under concurrency", async () => {
    // Parameterised queries use Parse/Bind/Execute/Sync; transactions hold the session. Interleaving either across
    // connections on PGlite's single session shows up as wrong results or "unnamed prepared statement" errors.
    const payload = 'x'.repeat(20_000);
    const reads = Array.from({ length: 600 }, (_, i) =>
      pool.query<{ v: number; s: string }>('select $1::int as v, $2::text as s', [i, `${payload}-${i}`]).then(({ rows }) => {
        expect(rows[0]).to.deep.equal({ v: i, s: `${payload}-${i}` });
      }),
    );
    const writes = Array.from({ length: 150 }, async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ n: number }>('select n from counters where id = $1', [1]);
        await client.query('select $1::text as pad', [payload]);
        await client.query('update counters set n = $1 where id = $2', [rows[0]!.n + 1, 1]);
        await client.query('commit');
      } finally {
        client.release();
      }
    });
    await Promise.all([...reads, ...writes]);
    const { rows } = await pool.query<{ n: number }>('select n from counters where id = 1');
    expect(rows[0]!.n).to.equal(150);
  });
});
