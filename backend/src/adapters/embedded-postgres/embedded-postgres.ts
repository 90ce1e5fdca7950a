import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataFolderLock } from './data-folder-lock.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** At least the sum of every pool that connects (ORM, raw pool, an operator command). */
  maxConnections: number;
}

const SOCKET_PORT = 5432;

/**
 * PostgreSQL without a server install: PGlite persisted under `<dataDir>/pgdata`, served over the wire protocol on
 * a unix socket inside the data folder, so the same MikroORM/pg adapters talk to it as to a real server, and an
 * operator command can reach the running service's database through the socket.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly worker: Worker,
    readonly url: string,
    private readonly lock: DataFolderLock,
    private readonly dataDir: string,
    private readonly changeCount: Int32Array,
  ) {}

  /**
   * Counts committed delivery changes from any connection. The database thread raises it before the committing
   * connection hears that its commit is done, so a reader that finds it unchanged since its last look has nothing
   * new to read: a memory read instead of a query.
   */
  deliveryChanges(): number {
    return Atomics.load(this.changeCount, 0);
  }

  static socketDirectory(dataDir: string): string {
    return resolve(dataDir);
  }

  static socketPath(dataDir: string): string {
    return join(EmbeddedPostgres.socketDirectory(dataDir), `.s.PGSQL.${SOCKET_PORT}`);
  }

  /** The connection URL a client uses to reach the database of a running service with this data folder. */
  static urlFor(dataDir: string): string {
    return `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(EmbeddedPostgres.socketDirectory(dataDir))}`;
  }

  static isRunning(dataDir: string): boolean {
    return existsSync(EmbeddedPostgres.socketPath(dataDir));
  }

  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const dataDir = resolve(options.dataDir);
    // The database files are the customers' data: private to the service's user. The folder is 0700 (nothing inside
    // can be reached by others); PGlite chmods its files 0666, so they are made 0600 again at start and stop.
    if (!existsSync(dataDir)) {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      chmodSync(dataDir, 0o700);
    }
    const lock = DataFolderLock.acquire(dataDir);
    try {
      const socketPath = EmbeddedPostgres.socketPath(dataDir);
      // A socket file left by a killed process would make listen() fail; the folder lock says it is not in use.
      rmSync(socketPath, { force: true });
      const deliveryChanges = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
      const worker = new Worker(workerFile(), {
        workerData: { dataDir: join(dataDir, 'pgdata'), socketPath, maxConnections: options.maxConnections, deliveryChanges },
      });
      await new Promise<void>((ready, fail) => {
        worker.once('error', fail);
        worker.once('exit', (code) => fail(new Error(`Embedded PostgreSQL stopped during start (exit ${code})`)));
        worker.once('message', (message: { type: string }) => message.type === 'ready' && ready());
      });
      worker.removeAllListeners('exit');
      makePrivate(join(dataDir, 'pgdata'));
      return new EmbeddedPostgres(worker, EmbeddedPostgres.urlFor(dataDir), lock, dataDir, new Int32Array(deliveryChanges));
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  async stop(): Promise<void> {
    const stopped = new Promise<void>((done) => {
      this.worker.on('message', (message: { type: string }) => message.type === 'stopped' && done());
      this.worker.once('exit', () => done());
    });
    this.worker.postMessage({ type: 'stop' });
    await stopped;
    await this.worker.terminate();
    makePrivate(join(this.dataDir, 'pgdata'));
    this.lock.release();
  }
}

/** Folders 0700 and files 0600 under `dir` (only the service's user may read or write the database). */
function makePrivate(dir: string): void {
  if (!existsSync(dir)) return;
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/** The worker script beside this module: `.js` when built, `.ts` when running from sources (tests, scripts). */
function workerFile(): URL {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./pglite-worker${extension}`, import.meta.url);
}
