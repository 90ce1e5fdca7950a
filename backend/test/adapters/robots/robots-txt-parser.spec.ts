import { expect } from 'chai';
import { PooledRobotsTxtReader } from '../../../src/adapters/robots/pooled-robots-txt-reader.js';
import { parseRobotsTxt, pathAllowed, patternMatches, ROBOTS_LIMITS } from '../../../src/adapters/robots/robots-txt-parser.js';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';

const AGENT = 'SDN-SDK-Verifier';
const parse = (text: string) => parseRobotsTxt({ text, userAgent: AGENT, baseUrl: 'https://shop.example/robots.txt' });
const allowed = (text: string, path: string) => pathAllowed(parse(text).rules, path);

describe('robots.txt reader (RFC 9309, bounded)', () => {
  it('matches `*` and `$` as RFC 9309 and Google describe', () => {
    expect(patternMatches('/fish', '/fish.html')).to.equal(true);
    expect(patternMatches('/fish', '/Fish.asp')).to.equal(false);
    expect(patternMatches('/fish*.php', '/fish/salmon.php?id=1')).to.equal(true);
    expect(patternMatches('/*.php$', '/filename.php')).to.equal(true);
    expect(patternMatches('/*.php$', '/filename.php?parameters')).to.equal(false);
    expect(patternMatches('/*.php$', '/windows.PHP')).to.equal(false);
    expect(patternMatches('/a*b*c$', '/a-b-b-c')).to.equal(true);
    expect(patternMatches('/a*bc$', '/abc')).to.equal(true);
    expect(patternMatches('/a*bcbc$', '/abc')).to.equal(false);
  });

  it('lets the longest match decide, allow winning a tie, and always allows /robots.txt', () => {
    const text = 'User-agent: *\nDisallow: /shop\nAllow: /shop/public\nDisallow: /page\nAllow: /page\nDisallow: /';
    expect(allowed(text, '/shop/cart')).to.equal(false);
    expect(allowed(text, '/shop/public/item')).to.equal(true);
    expect(allowed(text, '/page')).to.equal(true);
    expect(allowed(text, '/robots.txt')).to.equal(true);
  });

  it('uses the groups naming the crawler, else the `*` groups, merging groups of one agent', () => {
    const text = [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: Googlebot',
      'User-agent: sdn-sdk-verifier',
      'Disallow: /private',
      'Crawl-delay: 4',
      '',
      'User-agent: SDN-SDK-Verifier',
      'Disallow: /drafts # comment',
      'Sitemap: /sitemap-a.xml',
    ].join('\n');
    const parsed = parse(text);
    expect(pathAllowed(parsed.rules, '/products')).to.equal(true);
    expect(pathAllowed(parsed.rules, '/private/x')).to.equal(false);
    expect(pathAllowed(parsed.rules, '/drafts/1')).to.equal(false);
    expect(parsed.crawlDelayMs).to.equal(4_000);
    expect(parsed.sitemaps).to.deep.equal(['https://shop.example/sitemap-a.xml']);
    expect(allowed('User-agent: other\nDisallow: /', '/x')).to.equal(true);
  });

  it('drops rules past its caps instead of working without end', () => {
    const long = `Disallow: /${'a'.repeat(ROBOTS_LIMITS.maxPatternChars + 1)}`;
    const wild = `Disallow: /${'x*'.repeat(ROBOTS_LIMITS.maxWildcards + 1)}`;
    const many = Array.from({ length: ROBOTS_LIMITS.maxRules + 10 }, (_, i) => `Disallow: /p${i}`).join('\n');
    expect(parse(`User-agent: *\n${long}\n${wild}`).rules).to.deep.equal([]);
    expect(parse(`User-agent: *\n${many}`).rules).to.have.length(ROBOTS_LIMITS.maxRules);
  });

  describe('in the worker pool', () => {
    let work: PiscinaCpuWork;
    before(() => {
      work = new PiscinaCpuWork({ threads: 1, maxQueue: 4, timeoutMs: 15_000, memoryMb: 256 });
    });
    after(() => work.close());

    it('judges long paths against a 480 KB file of wildcard rules (robots-parser took 18 s on the main thread)', async () => {
      const line = `Disallow: /*${'b*'.repeat(20)}z\n`;
      const text = `User-agent: *\n${line.repeat(Math.ceil(480_000 / line.length))}`;
      const rules = await new PooledRobotsTxtReader(AGENT, work).read('https://shop.example/robots.txt', text);
      const urls = Array.from({ length: 20 }, (_, i) => `https://shop.example/${'b'.repeat(2_000)}${i}`);
      expect(await rules.allowed(urls)).to.deep.equal(urls.map(() => true));
      expect(
        await rules.allowed(['https://shop.example/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbz', 'https://other.example/']),
      ).to.deep.equal([false, false]);
    });
  });
});
