import { expect } from 'chai';
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, parseAllowedAddress } from '../../../src/adapters/page-fetch/address-policy.js';
import { SsrfSafePageFetcher, type PageFetchLimits } from '../../../src/adapters/page-fetch/ssrf-safe-page-fetcher.js';
import { PageFetchError } from '../../../src/ports/page-fetcher.js';

const LIMITS: PageFetchLimits = { allowPrivate: false, allowedAddresses: [], timeoutMs: 2000, maxBytes: 1024 * 1024, maxRedirects: 3 };

async function serve(handler: RequestListener): Promise<{ server: Server; base: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url!);
    handler(req, res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((ready) => server.once('listening', ready));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

async function refusal(fetcher: SsrfSafePageFetcher, url: string): Promise<PageFetchError> {
  return fetcher.fetch(url).then(
    () => expect.fail(`expected ${url} to be refused`),
    (error: unknown) => {
      expect(error).to.be.instanceOf(PageFetchError);
      return error as PageFetchError;
    },
  );
}

describe('SSRF-safe page fetcher', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  const routes: Record<string, (res: ServerResponse) => void> = {};
  before(async () => {
    site = await serve((req, res) => (routes[req.url!] ?? ((r) => r.end('<html>home</html>')))(res));
  });
  after(() => site.server.close());

  it('classifies private, loopback, link-local, unique-local, multicast and unspecified addresses as non-public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
    ])
      expect(isPublicAddress(address), address).to.equal(false);
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(address), address).to.equal(true);
  });

  it('refuses a loopback or private destination before connecting, by literal address or by name', async () => {
    const fetcher = new SsrfSafePageFetcher(LIMITS);
    const before = site.hits.length;
    expect((await refusal(fetcher, `${site.base}/`)).message).to.include('127.0.0.1 is a private or reserved address');
    // By name, the refusal never reveals what the name resolved to.
    const byName = (await refusal(fetcher, `http://localhost:${new URL(site.base).port}/`)).message;
    expect(byName).to.include('localhost points to a private or reserved address');
    expect(byName).not.to.match(/127\.0\.0\.1|::1/);
    await refusal(fetcher, 'http://[::1]/');
    await refusal(fetcher, 'http://169.254.169.254/latest/meta-data/');
    expect(site.hits.length).to.equal(before);
  });

  it('refuses other schemes', async () => {
    const fetcher = new SsrfSafePageFetcher({ ...LIMITS, allowPrivate: true });
    expect((await refusal(fetcher, 'file:///etc/passwd')).message).to.include('file:');
    await refusal(fetcher, 'ftp://127.0.0.1/');
  });

  it('re-checks every redirect: a public-looking first hop cannot bounce to a private address', async () => {
    routes['/to-metadata'] = (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    routes['/to-loopback6'] = (res) => res.writeHead(301, { location: 'http://[::1]/admin' }).end();
    // Only the test server's own address is let through, as a public site would be.
    const fetcher = new SsrfSafePageFetcher({ ...LIMITS, allowedAddresses: ['127.0.0.1'] });
    expect((await refusal(fetcher, `${site.base}/to-metadata`)).message).to.include('169.254.169.254');
    await refusal(fetcher, `${site.base}/to-loopback6`);
  });

  it('lets an allowed address name its port: only that port is reached', async () => {
    const port = Number(new URL(site.base).port);
    const onPort = new SsrfSafePageFetcher({ ...LIMITS, allowedAddresses: [`127.0.0.1:${port}`] });
    expect(await onPort.fetch(`${site.base}/`)).to.include({ status: 200, body: '<html>home</html>' });
    const otherPort = new SsrfSafePageFetcher({ ...LIMITS, allowedAddresses: [`127.0.0.1:${port === 65_535 ? port - 1 : port + 1}`] });
    expect((await refusal(otherPort, `${site.base}/`)).message).to.include('127.0.0.1 is a private or reserved address');
    // The default port of the scheme counts as named: http://127.0.0.1/ is port 80, not "any".
    await refusal(onPort, 'http://127.0.0.1/');
  });

  it('reads allowed entries with and without a port, and refuses anything else', () => {
    expect(parseAllowedAddress('127.0.0.1')).to.deep.equal({ address: '127.0.0.1', port: null });
    expect(parseAllowedAddress(' ::1 ')).to.deep.equal({ address: '::1', port: null });
    expect(parseAllowedAddress('127.0.0.1:8080')).to.deep.equal({ address: '127.0.0.1', port: 8080 });
    expect(parseAllowedAddress('[::1]:8080')).to.deep.equal({ address: '::1', port: 8080 });
    for (const wrong of ['localhost', 'localhost:8080', '127.0.0.1:0', '127.0.0.1:70000', '[127.0.0.1]:80', '127.0.0.1:', '']) {
      expect(parseAllowedAddress(wrong), wrong).to.equal(null);
    }
  });

  it('follows at most 3 redirects', async () => {
    for (let i = 0; i < 4; i++) routes[`/hop${i}`] = (res) => res.writeHead(302, { location: `/hop${i + 1}` }).end();
    routes['/hop4'] = (res) => res.end('arrived');
    const fetcher = new SsrfSafePageFetcher({ ...LIMITS, allowPrivate: true });
    expect(await fetcher.fetch(`${site.base}/hop1`)).to.include({ body: 'arrived', url: `${site.base}/hop4`, status: 200 });
    expect((await refusal(fetcher, `${site.base}/hop0`)).message).to.include('more than 3 redirects');
  });

  it('reads at most maxBytes and gives up after the time limit', async () => {
    routes['/huge'] = (res) => res.end('x'.repeat(300_000));
    routes['/slow'] = () => undefined;
    const fetcher = new SsrfSafePageFetcher({ ...LIMITS, allowPrivate: true, maxBytes: 64 * 1024, timeoutMs: 300 });
    expect((await fetcher.fetch(`${site.base}/huge`)).body).to.have.length(64 * 1024);
    const started = Date.now();
    expect((await refusal(fetcher, `${site.base}/slow`)).message).to.include('within 0.3 s');
    expect(Date.now() - started).to.be.below(2000);
  });
});
