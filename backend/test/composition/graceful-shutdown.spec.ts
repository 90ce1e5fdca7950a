import { expect } from 'chai';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { drainAndStop } from '../../src/composition/graceful-shutdown.js';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { inventedTypesDocument } from '../support/hostile-documents.js';
import { silentLogger } from '../support/loggers.js';
import { startTestService } from '../support/test-service.js';

async function listen(service: Service): Promise<{ server: Server; url: string }> {
  const server = createServer(service.app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

forEachDatabase('Graceful shutdown', (database) => {
  it('finishes an in-flight request, then stops jobs, the worker pool and the database, and accepts nothing new', async function () {
    this.timeout(60_000);
    const service = await startTestService(database, { WORKER_THREADS: '1' });
    const { server, url } = await listen(service);
    const events: string[] = [];
    // Where background jobs plug in: they stop after the last request and before the pool and the database.
    service.lifecycle.onStop('jobs', 'test jobs', async () => void events.push('jobs stopped'));
    service.lifecycle.onStop('connections', 'test connection', async () => void events.push('connections closed'));

    const arrived = once(server, 'request');
    // The server's side of the answer: written in full before anything stops.
    server.on('request', (_req, res) => res.on('finish', () => events.push(`validate answered ${res.statusCode}`)));
    const inFlight = fetch(`${url}/api/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonString: inventedTypesDocument() }),
    }).then(async (res) => {
      return { status: res.status, body: (await res.json()) as { issues: string[] } };
    });
    await arrived;
    const stopped = drainAndStop(server, service, 20_000, silentLogger).then(() => events.push('stopped'));

    const answer = await inFlight;
    expect(answer.status).to.equal(200);
    expect(answer.body.issues).to.have.length(100);
    await stopped;
    expect(events).to.deep.equal(['validate answered 200', 'jobs stopped', 'connections closed', 'stopped']);
    const refused = await fetch(`${url}/healthz`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).to.equal('refused');
    expect(await service.database.isReady()).to.equal(false);
  });

  it('waits for a stuck request only for the grace period, then closes its connection', async function () {
    this.timeout(30_000);
    const service = await startTestService(database);
    const { server } = await listen(service);
    const port = (server.address() as AddressInfo).port;
    // A body announced but never sent: the request stays in flight until its connection is closed.
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const arrived = once(server, 'request');
    socket.write('POST /api/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"json');
    await arrived;
    const socketClosed = once(socket, 'close');
    const started = Date.now();
    await drainAndStop(server, service, 300, silentLogger);
    await socketClosed;
    expect(Date.now() - started).to.be.below(15_000);
  });
});
