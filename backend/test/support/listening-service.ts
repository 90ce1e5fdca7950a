import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Service } from '../../src/composition/service.js';

/** The service's request listener on a loopback port, for clients that speak real HTTP (Workers, browsers). */
export async function listenOnLoopback(service: Service): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(service.app);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A loopback server with a fixed behaviour: a service that never answers (`() => {}`), or always fails. */
export async function loopbackServer(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
