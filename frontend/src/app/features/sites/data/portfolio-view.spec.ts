import { site } from './site.fixture';
import { portfolioSites, portfolioViewFrom, portfolioViewParams } from './portfolio-view';

const health = (invalid: number) => ({ published: 0, paused: 0, invalid });
const SITES = [
  site({
    id: 'a',
    name: 'beta Bakery',
    websiteUrl: 'https://bakery.test',
    schemaCount: 3,
    schemaHealth: health(2),
    lastAuditScore: 80,
    lastAuditAt: '2026-11-20T00:00:00Z',
    createdAt: '2026-10-01T00:00:00Z',
  }),
  site({
    id: 'b',
    name: 'Alpha Shop',
    websiteUrl: 'https://shop.test',
    schemaCount: 9,
    schemaHealth: health(0),
    lastAuditScore: null,
    searchConsole: 'not_connected',
    lastAuditAt: null,
    createdAt: '2026-11-01T00:00:00Z',
  }),
  site({
    id: 'c',
    name: 'Gamma Dental',
    websiteUrl: 'https://smile.test',
    schemaCount: 1,
    schemaHealth: health(5),
    lastAuditScore: 40,
    lastAuditAt: '2026-09-01T00:00:00Z',
    createdAt: '2026-08-01T00:00:00Z',
  }),
];
const ids = (sort: Parameters<typeof portfolioSites>[1]['sort'], search = '') =>
  portfolioSites(SITES, { sort, search, layout: 'list' }).map((s) => s.id);

describe('Portfolio view', () => {
  it('sorts by name without regard to case, and by each health figure', () => {
    expect(ids('name')).toEqual(['b', 'a', 'c']);
    expect(ids('invalid')).toEqual(['c', 'a', 'b']);
    expect(ids('schemas')).toEqual(['b', 'a', 'c']);
    expect(ids('added')).toEqual(['b', 'a', 'c']);
  });

  it('puts sites never audited first when sorting by score or by the last audit', () => {
    expect(ids('score')).toEqual(['b', 'c', 'a']);
    expect(ids('audited')).toEqual(['b', 'c', 'a']);
  });

  it('finds sites by name or address', () => {
    expect(ids('name', 'SMILE')).toEqual(['c']);
    expect(ids('name', 'shop')).toEqual(['b']);
    expect(ids('name', 'nothing')).toEqual([]);
  });

  it('keeps the view in the address, leaving defaults out and ignoring unknown values', () => {
    expect(portfolioViewParams({ search: 'shop', sort: 'invalid', layout: 'list' })).toEqual({
      q: 'shop',
      sort: 'invalid',
      view: 'list',
    });
    expect(portfolioViewParams({ search: '', sort: 'name', layout: 'cards' })).toEqual({
      q: null,
      sort: null,
      view: null,
    });
    expect(portfolioViewFrom({ sort: 'secret', view: 'grid', q: 'x' })).toEqual({
      search: 'x',
      sort: 'name',
      layout: 'cards',
    });
  });
});
