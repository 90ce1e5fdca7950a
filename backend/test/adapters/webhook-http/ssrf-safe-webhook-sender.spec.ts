import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SsrfSafeWebhookSender } from '../../../src/adapters/webhook-http/ssrf-safe-webhook-sender.js';

describe('SSRF-safe webhook sender', () => {
  let server: http.Server;
  let port: number;
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.url === '/slow') return; // never answers
        if (req.url === '/moved') return void res.writeHead(307, { location: 'http://169.254.169.254/' }).end();
        if (req.url === '/chatty') return void res.writeHead(200).end('x'.repeat(1_000_000));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const allowed = () => new SsrfSafeWebhookSender({ allowPrivate: false, allowedAddresses: [`127.0.0.1:${port}`], timeoutMs: 300 });

  it('POSTs the body with its headers and reports a 2xx as delivered', async () => {
    const outcome = await allowed().post(
      `http://127.0.0.1:${port}/ok`,
      { 'webhook-id': 'ev1', 'content-type': 'application/json' },
      '{"a":1}',
    );
    expect(outcome).to.include({ statusCode: 204, error: null });
    expect(outcome.durationMs).to.be.a('number');
    const last = seen.at(-1)!;
    expect(last).to.include({ method: 'POST', url: '/ok', body: '{"a":1}' });
    expect(last.headers).to.include({ 'webhook-id': 'ev1', 'content-length': '7' });
  });

  it('does not follow a redirect', async () => {
    const before = seen.length;
    const outcome = await allowed().post(`http://127.0.0.1:${port}/moved`, {}, '{}');
    expect(outcome).to.include({ statusCode: 307, error: 'the receiver answered 307 (redirects are not followed)' });
    expect(seen.length).to.equal(before + 1);
  });

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const outcome = await allowed().post(`http://127.0.0.1:${port}/slow`, {}, '{}');
    expect(outcome).to.include({ statusCode: null, error: 'no answer within 0.3 s' });
    expect(outcome.durationMs).to.be.within(250, 2000);
  });

  it('reads only the head of a long answer', async () => {
    const outcome = await allowed().post(`http://127.0.0.1:${port}/chatty`, {}, '{}');
    expect(outcome).to.include({ statusCode: 200, error: null });
  });

  it('refuses loopback on another port, names that resolve to private addresses, and metadata addresses', async () => {
    const sender = allowed();
    const before = seen.length;
    expect((await sender.post(`http://127.0.0.1:${port + 1}/x`, {}, '{}')).error).to.equal(
      '127.0.0.1 is a private or reserved address, which webhooks are never sent to',
    );
    expect((await sender.post(`http://localhost:${port + 1}/x`, {}, '{}')).error).to.equal(
      'localhost points to a private or reserved address, which webhooks are never sent to',
    );
    expect((await sender.post('https://[::ffff:169.254.169.254]/latest', {}, '{}')).error).to.match(/is a private or reserved address/);
    expect(seen.length).to.equal(before);
  });
});
