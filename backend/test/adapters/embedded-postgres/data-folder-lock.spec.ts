import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderInUseError, DataFolderLock } from '../../../src/adapters/embedded-postgres/data-folder-lock.js';
import { EmbeddedPostgres } from '../../../src/adapters/embedded-postgres/embedded-postgres.js';

describe('Embedded data folder: one service, private files', function () {
  // Each new embedded database initialises for 5-9 s.
  this.timeout(90_000);
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'sdn-lock-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('a second embedded database on the same folder refuses to start with a clear message; the first keeps working', async () => {
    const dataDir = join(root, 'shared');
    const first = await EmbeddedPostgres.start({ dataDir, maxConnections: 4 });
    try {
      let refused: unknown = null;
      await EmbeddedPostgres.start({ dataDir, maxConnections: 4 }).then(
        (second) => second.stop(),
        (error: unknown) => (refused = error),
      );
      expect(refused).to.be.instanceOf(DataFolderInUseError);
      expect((refused as Error).message)
        .to.include(dataDir)
        .and.include(`pid ${process.pid}`)
        .and.include('DATA_DIR');
      expect(EmbeddedPostgres.isRunning(dataDir)).to.equal(true);
    } finally {
      await first.stop();
    }
    // Released on stop: the folder can be opened again.
    const again = await EmbeddedPostgres.start({ dataDir, maxConnections: 4 });
    await again.stop();
  });

  it('takes over a stale lock left by a killed process, and by a pid now used by another program', () => {
    const dataDir = join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'service.lock'), JSON.stringify({ pid: gone, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    DataFolderLock.acquire(dataDir).release();
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dataDir, 'service.lock'), JSON.stringify({ pid: sleeper.pid, host: hostname(), since: '2026-01-01T00:00:00Z' }));
      DataFolderLock.acquire(dataDir).release();
    } finally {
      sleeper.kill();
    }
  });

  it('creates the folder 0700 and the database files without group or other access', async () => {
    const dataDir = join(root, 'private');
    const server = await EmbeddedPostgres.start({ dataDir, maxConnections: 4 });
    expect(statSync(dataDir).mode & 0o777).to.equal(0o700);
    expect(statSync(join(dataDir, 'pgdata')).mode & 0o777).to.equal(0o700);
    await server.stop();
    const loose: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if ((statSync(path).mode & 0o077) !== 0) loose.push(path);
        if (entry.isDirectory()) walk(path);
      }
    };
    walk(dataDir);
    expect(loose).to.deep.equal([]);
  });
});
