import { deeplyNestedJsonLd, type HostileAnswer } from '../test/support/hostile-site.js';

/** The hostile inputs of issue 19, served by a loopback site whose origin is known once it listens. */
export function hostileAnswers(origin: string): Record<string, HostileAnswer> {
  const pad = ' '.repeat(1_048_576 - 100);
  const rule = `Disallow: /*${'b*'.repeat(20)}z\n`;
  const longPaths = Array.from({ length: 20 }, (_, i) => `${origin}/${'b'.repeat(2_000)}${i}`);
  const products = Array.from(
    { length: 5_000 },
    (_, i) =>
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Lamp ${i}","offers":{"@type":"Offer","price":"${i}.00","priceCurrency":"EUR"}}</script>`,
  ).join('');
  return {
    // 1. One <loc> padded to the 1 MiB fetch limit: the old pattern backtracked for about ten minutes.
    '/padded-sitemap.xml': { type: 'application/xml', body: `<urlset><url><loc>${pad}${origin}/a</loc></url></urlset>` },
    // 2. 480 KB of wildcard rules, and a sitemap of 20 URLs with 2,000-character paths.
    '/robots.txt': {
      type: 'text/plain',
      body: `User-agent: *\n${rule.repeat(Math.ceil(480_000 / rule.length))}Sitemap: ${origin}/long-sitemap.xml\n`,
    },
    '/long-sitemap.xml': {
      type: 'application/xml',
      body: `<urlset>${longPaths.map((url) => `<url><loc>${url}</loc></url>`).join('')}</urlset>`,
    },
    // 4. One page of 5,000 priced Products (about 0.7 MB), and one whose JSON-LD nests 60,000 deep.
    '/many-products': { body: `<html><head><title>Catalogue</title>${products}</head><body><h1>Catalogue</h1></body></html>` },
    '/deep': { body: `<html><head>${deeplyNestedJsonLd(60_000)}</head><body><h1>Deep</h1></body></html>` },
  };
}

/** A site asking for a 10 s Crawl-delay with six pages in its sitemap: two of these starved other tenants' audits. */
export function crawlDelayAnswers(origin: string): Record<string, HostileAnswer> {
  const answers: Record<string, HostileAnswer> = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nCrawl-delay: 10\n' },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<urlset>${Array.from({ length: 6 }, (_, i) => `<url><loc>${origin}/p/${i}</loc></url>`).join('')}</urlset>`,
    },
  };
  for (let i = 0; i < 6; i += 1)
    answers[`/p/${i}`] = { body: `<html><head><title>Page ${i}</title></head><body><h1>Page ${i}</h1></body></html>` };
  return answers;
}
