import { expect } from 'chai';
import { gzipSync } from 'node:zlib';
import { PooledSitemapReader } from '../../../src/adapters/sitemap/pooled-sitemap-reader.js';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import type { SitemapDocument } from '../../../src/ports/sitemap-reader.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const urlset = (entries: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`;

describe('Sitemap reader (streaming XML in the worker pool)', () => {
  let work: PiscinaCpuWork;
  let reader: PooledSitemapReader;
  before(() => {
    work = new PiscinaCpuWork({ threads: 1, maxQueue: 4, timeoutMs: 10_000, memoryMb: 256 });
    reader = new PooledSitemapReader(work, { maxLocations: 1_000, maxXmlBytes: 2 * 1_048_576 });
  });
  after(() => work.close());

  const failureOf = (body: Uint8Array) =>
    reader.read(body).then(
      () => null,
      (error: { code: string; message: string }) => error,
    );

  it('reads page URLs with entities, CDATA and namespaces prefixed or not', async () => {
    const document = await reader.read(
      bytes(
        urlset(
          '<url><loc> https://shop.example/a?x=1&amp;y=2 </loc><lastmod>2026-01-01</lastmod></url>' +
            '<url><loc><![CDATA[https://shop.example/b]]></loc></url><url><image:image><image:loc>https://cdn.example/i.png</image:loc></image:image><loc>https://shop.example/c</loc></url>',
        ),
      ),
    );
    expect(document).to.deep.equal({
      kind: 'urlset',
      locations: ['https://shop.example/a?x=1&y=2', 'https://shop.example/b', 'https://shop.example/c'],
      truncated: false,
    } satisfies SitemapDocument);
  });

  it('tells a sitemap index apart', async () => {
    const index =
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://shop.example/s1.xml</loc></sitemap></sitemapindex>';
    expect(await reader.read(bytes(index))).to.deep.equal({ kind: 'index', locations: ['https://shop.example/s1.xml'], truncated: false });
  });

  it('reads a 1 MiB sitemap whose one entry is padded with whitespace in one linear pass (the old pattern backtracked for minutes)', async () => {
    const padding = ' '.repeat(1_048_576 - 200);
    const closed = await reader.read(bytes(urlset(`<url><loc>${padding}https://shop.example/only</loc></url>`)));
    expect(closed.locations).to.deep.equal(['https://shop.example/only']);
  });

  it('reads gzip-compressed sitemaps, and refuses one that inflates past the bound', async () => {
    const compressed = gzipSync(bytes(urlset('<url><loc>https://shop.example/gz</loc></url>')));
    expect((await reader.read(compressed)).locations).to.deep.equal(['https://shop.example/gz']);
    const bomb = gzipSync(Buffer.alloc(3 * 1_048_576, 0x20));
    expect(bomb.length).to.be.lessThan(10_000);
    expect(await failureOf(bomb)).to.include({ code: 'bad_request', message: 'The sitemap is larger than 2 MB once decompressed.' });
    expect(await failureOf(Buffer.from([0x1f, 0x8b, 1, 2, 3]))).to.include({
      message: 'The sitemap is compressed but its gzip data is damaged.',
    });
  });

  it('keeps the entries before a fault, refuses a file with none, and stops at the entry cap', async () => {
    const broken = await reader.read(
      bytes('<urlset><url><loc>https://shop.example/1</loc></url><url><loc>https://shop.example/2</loc></url><<<'),
    );
    expect(broken).to.deep.equal({ kind: 'urlset', locations: ['https://shop.example/1', 'https://shop.example/2'], truncated: true });
    const notXml = await failureOf(bytes('<html><body>Not found</body>'));
    expect(notXml?.code).to.equal('bad_request');
    expect(notXml?.message).to.match(/^The sitemap is not well-formed XML \(/);
    const many = Array.from({ length: 1_500 }, (_, i) => `<url><loc>https://shop.example/${i}</loc></url>`).join('');
    const capped = await reader.read(bytes(urlset(many)));
    expect(capped.locations).to.have.length(1_000);
    expect(capped.truncated).to.equal(true);
  });
});
