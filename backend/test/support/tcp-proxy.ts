import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP front for a database URL that a spec can cut and restore, to play an outage without stopping the server. */
export interface DatabaseProxy {
  /** The database URL through the proxy. */
  url: string;
  /** Refuses new connections and drops the open ones, as an unreachable database does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const socketDir = target.searchParams.get('host');
  const connectTarget = () =>
    socketDir
      ? createConnection(`${socketDir}/.s.PGSQL.${target.port || 5432}`)
      : createConnection(Number(target.port || 5432), target.hostname);
  const open = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connectTarget();
        open.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of open) socket.destroy();
    open.clear();
    await closing;
    server = null;
  };
  await listen();
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  proxied.searchParams.delete('host');
  return { url: proxied.toString(), cut, restore: listen, close: cut };
}
