import { expect } from 'chai';
import { nearMissReason, PageUrlMatcher } from '../../src/domain/search-console/page-url-match.js';
import { publishImpact } from '../../src/domain/search-console/publish-impact.js';
import { matchingProperties, propertyCoversSite } from '../../src/domain/search-console/search-console-property.js';
import { addDays, pacificDay } from '../../src/domain/search-console/search-days.js';
import { changeBetween, sumMetrics, type PageDay } from '../../src/domain/search-console/search-metrics.js';
import { heldDays, planReads, readWasCut } from '../../src/domain/search-console/sync-plan.js';

describe('Search console (domain)', () => {
  describe('properties', () => {
    it('a URL-prefix property covers URLs under its prefix; a domain property its host and subdomains on any scheme', () => {
      expect(propertyCoversSite('https://shop.example.com/', 'https://shop.example.com')).to.equal(true);
      expect(propertyCoversSite('https://shop.example.com/', 'http://shop.example.com')).to.equal(false);
      expect(propertyCoversSite('https://shop.example.com/blog/', 'https://shop.example.com')).to.equal(false);
      expect(propertyCoversSite('https://shop.example.com/', 'https://shop.example.com/en/')).to.equal(true);
      expect(propertyCoversSite('sc-domain:example.com', 'http://shop.example.com')).to.equal(true);
      expect(propertyCoversSite('sc-domain:example.com', 'https://example.com')).to.equal(true);
      expect(propertyCoversSite('sc-domain:example.com', 'https://badexample.com')).to.equal(false);
    });

    it('lists readable matching properties, URL prefixes (most specific first) before domains', () => {
      const found = matchingProperties(
        [
          { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
          { siteUrl: 'https://shop.example.com/', permissionLevel: 'siteFullUser' },
          { siteUrl: 'https://shop.example.com/en/', permissionLevel: 'siteRestrictedUser' },
          { siteUrl: 'https://shop.example.com/de/', permissionLevel: 'siteUnverifiedUser' },
          { siteUrl: 'https://other.example.org/', permissionLevel: 'siteOwner' },
        ],
        'https://shop.example.com/en/',
      );
      expect(found.map((p) => p.siteUrl)).to.deep.equal([
        'https://shop.example.com/en/',
        'https://shop.example.com/',
        'sc-domain:example.com',
      ]);
    });
  });

  describe('page URL matching', () => {
    const matcher = new PageUrlMatcher(['https://shop.example.com/shoes/trail', 'https://shop.example.com/p?id=7']);

    it('counts only the exact URL, as delivery does', () => {
      expect(matcher.matches('https://shop.example.com/shoes/trail')).to.equal(true);
      expect(matcher.matches('https://shop.example.com/shoes/trail/')).to.equal(false);
      expect(matcher.matches('https://Shop.example.com/shoes/trail')).to.equal(false);
    });

    it('explains near misses: trailing slash, scheme, www, case, query string', () => {
      expect(matcher.nearMiss('https://shop.example.com/shoes/trail/')!.reason).to.match(/differs in trailing slash\)$/);
      expect(matcher.nearMiss('http://www.shop.example.com/shoes/trail')!.reason).to.match(/scheme \(http vs https\), www prefix/);
      expect(matcher.nearMiss('https://shop.example.com/Shoes/Trail')!.reason).to.match(/letter case of the path/);
      expect(matcher.nearMiss('https://shop.example.com/p')).to.deep.equal({
        schemaPageUrl: 'https://shop.example.com/p?id=7',
        reason:
          'Google reports https://shop.example.com/p; the schema is saved for https://shop.example.com/p?id=7 (differs in query string)',
      });
      expect(matcher.nearMiss('https://shop.example.com/shoes/road')).to.equal(null);
      expect(nearMissReason('https://a.example/x', 'https://a.example/x')).to.equal(null);
    });
  });

  describe('metrics and before/after', () => {
    const day = (d: string, clicks: number, impressions: number, position: number): PageDay => ({
      pageUrl: 'p',
      day: d,
      clicks,
      impressions,
      position,
    });

    it('weights position by impressions and reports relative and absolute changes', () => {
      const now = sumMetrics([day('2026-11-01', 10, 100, 2), day('2026-11-02', 0, 300, 6)]);
      expect(now).to.deep.equal({ clicks: 10, impressions: 400, ctr: 0.025, position: 5 });
      const before = sumMetrics([day('2026-10-01', 5, 400, 8)]);
      expect(changeBetween(now, before)).to.deep.equal({ clicks: 1, impressions: 0, ctr: 0.0125, position: -3 });
      expect(changeBetween(now, sumMetrics([])).clicks).to.equal(null);
      expect(sumMetrics([]).position).to.equal(null);
    });

    it('compares same-length windows around the publish day, leaving the day itself out', () => {
      const days: PageDay[] = [];
      for (let i = -40; i <= 40; i += 1) days.push(day(addDays('2026-10-01', i), i < 0 ? 2 : i === 0 ? 100 : 5, 100, i < 0 ? 8 : 4));
      const impact = publishImpact(days, '2026-10-01', '2026-10-11');
      expect(impact.windowDays).to.equal(10);
      expect(impact.before).to.deep.include({ from: '2026-09-21', to: '2026-09-30' });
      expect(impact.after).to.deep.include({ from: '2026-10-02', to: '2026-10-11' });
      expect(impact.before!.metrics).to.deep.include({ clicks: 20, impressions: 1000, position: 8 });
      expect(impact.after!.metrics).to.deep.include({ clicks: 50, impressions: 1000, position: 4 });
      expect(impact.change).to.deep.include({ clicks: 1.5, position: -4 });
      expect(impact.caveats[0]).to.match(/^Only 10 days after publishing/);
      expect(impact.caveats.at(-1)).to.match(/1–2 day lag/);
      expect(publishImpact(days, '2026-10-01', '2026-12-30').windowDays).to.equal(28);
    });

    it('states low volume and "too recent" instead of a misleading figure', () => {
      const impact = publishImpact([day('2026-09-30', 1, 20, 3), day('2026-10-20', 2, 30, 3)], '2026-10-01', '2026-11-20');
      expect(impact.caveats[0]).to.equal('Low volume (20 impressions in a window): the difference may be noise.');
      const recent = publishImpact([], '2026-11-20', '2026-11-20');
      expect(recent).to.deep.include({ windowDays: 0, before: null, after: null, change: null });
      expect(recent.caveats[0]).to.match(/Too recent/);
    });

    it('files an instant under its Pacific-time day, as Google does', () => {
      expect(pacificDay(new Date('2026-11-21T05:00:00Z'))).to.equal('2026-11-20');
      expect(pacificDay(new Date('2026-11-21T09:00:00Z'))).to.equal('2026-11-21');
    });
  });
});

describe('Search Console sync plan', () => {
  const until = '2026-11-20';
  const start = addDays(until, -89);

  it('reads a page never read for the 90 days of the view, pages sharing reads as far as the row limit holds every day', () => {
    const pages = ['https://a.example/1', 'https://a.example/2', 'https://a.example/3'];
    // 181 rows: two pages of 90 days, with a row to spare; 180 would hold only one.
    expect(planReads(pages, new Map(), until, 180).map((r) => r.pages.length)).to.deep.equal([1, 1, 1]);
    expect(readWasCut(180, 180)).to.equal(true);
    expect(readWasCut(179, 180)).to.equal(false);
    const reads = planReads(pages, new Map(), until, 181);
    expect(reads.map((r) => [r.pages, r.startDate, r.endDate])).to.deep.equal([
      [pages.slice(0, 2), start, until],
      [pages.slice(2), start, until],
    ]);
    expect(reads[0]!.covered).to.deep.equal(pages.slice(0, 2).map((pageUrl) => ({ pageUrl, from: start, to: until })));
  });

  it('splits a range longer than the row limit into chunks, oldest first, and continues held pages from their last days', () => {
    const held = new Map([['https://a.example/held', { from: start, to: addDays(until, -1) }]]);
    // 41 rows: 40 days of one page, with a row to spare.
    const reads = planReads(['https://a.example/held', 'https://a.example/new'], held, until, 41);
    expect(reads.map((r) => [r.pages[0], r.startDate, r.endDate, r.covered[0]!.to])).to.deep.equal([
      ['https://a.example/new', start, addDays(start, 39), addDays(start, 39)],
      ['https://a.example/new', addDays(start, 40), addDays(start, 79), addDays(start, 79)],
      ['https://a.example/new', addDays(start, 80), until, until],
      ['https://a.example/held', addDays(until, -3), until, until],
    ]);
    expect(reads.at(-1)!.covered[0]!.from, 'a held page keeps its start').to.equal(start);
  });

  it('reads the whole window again for a page whose figures stopped before it (no gap is claimed held)', () => {
    const stale = new Map([['https://a.example/old', { from: '2026-01-01', to: '2026-03-31' }]]);
    const [read] = planReads(['https://a.example/old'], stale, until, 25_000);
    expect(read).to.deep.include({ startDate: start, endDate: until });
    expect(read!.covered).to.deep.equal([{ pageUrl: 'https://a.example/old', from: start, to: until }]);
  });

  it('says which days every read page holds and how many pages are behind', () => {
    const coverage = new Map([
      ['https://a.example/1', { from: '2026-08-23', to: until }],
      ['https://a.example/2', { from: '2026-08-25', to: '2026-11-18' }],
    ]);
    expect(heldDays(['https://a.example/1', 'https://a.example/2', 'https://a.example/3'], coverage, until)).to.deep.equal({
      held: { from: '2026-08-25', to: '2026-11-18' },
      behind: 2,
    });
    expect(heldDays([], coverage, until)).to.deep.equal({ held: null, behind: 0 });
  });
});
