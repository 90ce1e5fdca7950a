import { expect } from 'chai';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { startTestService } from '../support/test-service.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Headers that differ between any two answers (time, connection, and the limiter's running count). */
const VARYING = new Set(['date', 'connection', 'keep-alive', 'ratelimit']);

const product = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Headlamp 400',
  offers: { '@type': 'Offer', price: '39.00', priceCurrency: 'EUR' },
});

/** Bodies the lane answers itself (small, UTF-8 JSON of known length, no Origin or cookie). */
const BODIES: Record<string, string> = {
  'a valid document': JSON.stringify({ jsonString: product }),
  'broken JSON-LD text': JSON.stringify({ jsonString: '{"@context": "https://schema.org", "@type": "Product", name: ' }),
  'a missing jsonString': JSON.stringify({}),
  'a nested object for jsonString': JSON.stringify({ jsonString: { '@type': 'Product' } }),
  'an unparseable body': '{"jsonString": ',
  'a byte-order mark before the body': `\uFEFF${JSON.stringify({ jsonString: product })}`,
  'a NUL character in the document': JSON.stringify({ jsonString: JSON.stringify({ '@type': 'Thing', name: 'a\u0000b' }) }),
  'a JSON array body': '[]',
};

/** One raw request on a real socket, so nothing (supertest, a client library) adds or changes headers. */
function send(server: Server, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/validate',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function listen(service: Service): Promise<Server> {
  const server = createServer(service.app);
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

function stable(headers: IncomingHttpHeaders): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));
}

// POST /api/validate on node:http ahead of Express for small bodies from non-browser clients (bench:engine): the
// lane must answer exactly as the Express route does, and count against the same per-IP limit.
forEachDatabase('HTTP: the validate lane answers as the Express route does', (database) => {
  let lane: Service;
  let expressOnly: Service;
  let laneServer: Server;
  let expressServer: Server;
  before(async () => {
    lane = await startTestService(database, { VALIDATE_RATE_LIMIT_PER_MINUTE: '1000' });
    expressOnly = await startTestService(database, { VALIDATE_RATE_LIMIT_PER_MINUTE: '1000', VALIDATE_LANE_MAX_BYTES: '0' });
    laneServer = await listen(lane);
    expressServer = await listen(expressOnly);
  });
  after(async () => {
    laneServer?.close();
    expressServer?.close();
    await lane?.close();
    await expressOnly?.close();
  });

  for (const [name, body] of Object.entries(BODIES)) {
    it(`gives the same status, body and headers for ${name}`, async () => {
      const fast = await send(laneServer, body);
      const slow = await send(expressServer, body);
      expect(fast.status).to.equal(slow.status);
      expect(fast.body).to.deep.equal(slow.body);
      expect(stable(fast.headers)).to.deep.equal(stable(slow.headers));
      expect(fast.headers.ratelimit).to.match(/^limit=1000, remaining=\d+, reset=\d+$/);
    });
  }

  it('answers the spec shape on the lane, and hands browser pages, large and other bodies to Express unchanged', async () => {
    const res = await send(laneServer, BODIES['a valid document']!);
    expectContract({ status: res.status, headers: res.headers, body: res.body } as never, 'post', '/api/validate');
    expect((res.body as { detectedTypes: string[] }).detectedTypes).to.include('Product');
    // A page of the dashboard (its own origin), a form post, and a document over the lane's size: Express answers.
    const origin = `http://127.0.0.1:${(laneServer.address() as AddressInfo).port}`;
    expect((await send(laneServer, BODIES['a valid document']!, { origin })).status).to.equal(200);
    expect((await send(laneServer, 'jsonString=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).to.equal(415);
    const large = JSON.stringify({ jsonString: JSON.stringify({ '@type': 'Article', headline: 'x'.repeat(70_000) }) });
    const fromLane = await send(laneServer, large);
    const fromExpress = await send(expressServer, large);
    expect([fromLane.status, fromLane.body]).to.deep.equal([fromExpress.status, fromExpress.body]);
    // A browser on another site is refused by the same-origin guard whichever way it comes.
    expect((await send(laneServer, BODIES['a valid document']!, { origin: 'https://evil.example' })).status).to.equal(403);
    expect((await send(laneServer, BODIES['a valid document']!, { 'sec-fetch-site': 'cross-site' })).status).to.equal(403);
  });
});

forEachDatabase('HTTP: the validate lane shares the per-IP limit with the Express route', (database) => {
  let service: Service;
  let server: Server;
  before(async () => {
    service = await startTestService(database, { VALIDATE_RATE_LIMIT_PER_MINUTE: '3' });
    server = await listen(service);
  });
  after(async () => {
    server?.close();
    await service?.close();
  });

  it('counts lane and Express answers together, and refuses the fourth with the spec text', async () => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const body = BODIES['a valid document']!;
    const remaining = [];
    for (const headers of [{}, { origin }, {}] as Record<string, string>[]) {
      const res = await send(server, body, headers);
      expect(res.status).to.equal(200);
      remaining.push(/remaining=(\d+)/.exec(String(res.headers.ratelimit))![1]);
    }
    expect(remaining).to.deep.equal(['2', '1', '0']);
    for (const headers of [{}, { origin }] as Record<string, string>[]) {
      const refused = await send(server, body, headers);
      expect(refused.status).to.equal(429);
      expect(refused.body).to.deep.equal({ error: 'Too many requests. Please try again later.' });
      expect(refused.headers['retry-after']).to.match(/^\d+$/);
      expect(refused.headers['ratelimit-policy']).to.equal('3;w=60');
    }
  });
});
