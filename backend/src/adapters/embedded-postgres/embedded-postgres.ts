import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

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
  ) {}

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
    mkdirSync(dataDir, { recursive: true });
    const socketPath = EmbeddedPostgres.socketPath(dataDir);
    // A socket file left by a killed process would make listen() fail; PGlite's own lock protects the data.
    rmSync(socketPath, { force: true });
    const worker = new Worker(workerFile(), {
      workerData: { dataDir: join(dataDir, 'pgdata'), socketPath, maxConnections: options.maxConnections },
    });
    await new Promise<void>((ready, fail) => {
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`Embedded PostgreSQL stopped during start (exit ${code})`)));
      worker.once('message', (message: { type: string }) => message.type === 'ready' && ready());
    });
    worker.removeAllListeners('exit');
    return new EmbeddedPostgres(worker, EmbeddedPostgres.urlFor(dataDir));
  }

  async stop(): Promise<void> {
    const stopped = new Promise<void>((done) => {
      this.worker.on('message', (message: { type: string }) => message.type === 'stopped' && done());
      this.worker.once('exit', () => done());
    });
    this.worker.postMessage({ type: 'stop' });
    await stopped;
    await this.worker.terminate();
  }
}

/** The worker script beside this module: `.js` when built, `.ts` when running from sources (tests, scripts). */
function workerFile(): URL {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./pglite-worker${extension}`, import.meta.url);
}
