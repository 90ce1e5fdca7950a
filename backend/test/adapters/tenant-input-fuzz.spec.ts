import { expect } from 'chai';
import fc from 'fast-check';
import { parseHtmlSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';
import { judgeRobotsUrls, parseRobotsTxt } from '../../src/adapters/robots/robots-txt-parser.js';
import { readSitemapDocument } from '../../src/adapters/sitemap/saxes-sitemap-parser.js';
import { DomainError } from '../../src/domain/shared/domain-error.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Documents assembled from the pieces real and broken files are made of, with the characters parsers trip on. */
const pieces = (tokens: string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...tokens),
        fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\u0000', '\ud800', 'é', '*', '$', '/', '%', '&', '<', '>'), maxLength: 8 }),
      ),
      {
        maxLength: 60,
      },
    )
    .map((parts) => parts.join(''));

/** Either a value, or a domain error whose message can be shown: never anything that would answer 500. */
function outcome(run: () => unknown): 'value' | 'refused' {
  try {
    run();
    return 'value';
  } catch (error) {
    if (error instanceof DomainError) return 'refused';
    throw error;
  }
}

describe('Tenant-controlled input parsers under random input (fast-check)', () => {
  it('reads a page whose tree Readability cannot extract from (a second <html> inside the first) instead of failing', () => {
    // Found by the property below (seed 2059183705): Readability threw a TypeError on this tree, which would answer 500.
    const html = '<html><html><div itemscope itemtype="https://schema.org/Product">{"@type":"Product","name":"x"}';
    const snapshot = parseHtmlSnapshot(html, 'https://shop.example/p', { tokenBudget: 200, truncated: false });
    expect(snapshot.microdata).to.deep.equal([{ type: 'Product', properties: {} }]);
  });

  it('a sitemap of any shape is read or refused with a reason', () => {
    const xml = pieces([
      '<?xml version="1.0"?>',
      '<urlset>',
      '</urlset>',
      '<sitemapindex>',
      '<url>',
      '</url>',
      '<sitemap>',
      '<loc>',
      '</loc>',
      'https://shop.example/a',
      '<![CDATA[',
      ']]>',
      '&amp;',
      '&bogus;',
      '<!--',
      '-->',
      '<!DOCTYPE x [<!ENTITY e "x">]>',
      '<image:loc>',
    ]);
    fc.assert(
      fc.property(xml, (text) => {
        const result = outcome(() =>
          readSitemapDocument({ body: Buffer.from(text), limits: { maxLocations: 100, maxXmlBytes: 1_000_000 } }),
        );
        expect(result).to.be.oneOf(['value', 'refused']);
      }),
      { numRuns: RUNS },
    );
  });

  it('a robots.txt of any shape gives rules, and any URL a verdict', () => {
    const robots = pieces([
      'User-agent: *\n',
      'User-agent: SDN-SDK-Verifier\n',
      'Disallow: ',
      'Allow: ',
      'Crawl-delay: ',
      'Sitemap: ',
      '\n',
      '#',
      '/*',
      '$',
      '%E2%82%AC',
      '%zz',
      'Infinity',
      '-1',
    ]);
    const url = fc.oneof(
      fc.webUrl(),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('https://shop.example/€', 'https://shop.example/%zz', 'https://shop.example/a?b=*$'),
    );
    fc.assert(
      fc.property(robots, fc.array(url, { maxLength: 5 }), (text, urls) => {
        const parsed = parseRobotsTxt({ text, userAgent: 'SDN-SDK-Verifier', baseUrl: 'https://shop.example/robots.txt' });
        expect(parsed.crawlDelayMs === null || parsed.crawlDelayMs >= 0).to.equal(true);
        const verdicts = judgeRobotsUrls({ rules: parsed.rules, origin: 'https://shop.example', urls });
        expect(verdicts).to.have.length(urls.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('an HTML page of any shape is read or refused with a reason', () => {
    const html = pieces([
      '<html>',
      '</html>',
      '<head>',
      '<body>',
      '<script type="application/ld+json">',
      '</script>',
      '{"@type":"Product","name":"x"}',
      '{"a":',
      '}',
      '<div itemscope itemtype="https://schema.org/Product">',
      '<span itemprop="name">',
      '</div>',
      '<meta property="og:type" content="product">',
      '<p>€12,50</p>',
      '<time datetime="2026-13-45">',
      '<a href="javascript:x">',
      '<base href="::">',
      '<template>',
      '<svg><title>',
    ]);
    fc.assert(
      fc.property(html, (text) => {
        expect(outcome(() => parseHtmlSnapshot(text, 'https://shop.example/p', { tokenBudget: 200, truncated: false }))).to.be.oneOf([
          'value',
          'refused',
        ]);
      }),
      { numRuns: RUNS },
    );
  });
});
