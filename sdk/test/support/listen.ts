import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on an ephemeral loopback port and returns the port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A loopback origin where nothing listens: requests to it are refused at once. */
export async function refusingOrigin(host = '127.0.0.1'): Promise<string> {
  const { createServer } = await import('node:http');
  const server = createServer();
  const port = await listenOnLoopback(server);
  await closeServer(server);
  return `http://${host}:${port}`;
}
