import { siteRoute } from './client-switcher';

describe('ClientSwitcher routes', () => {
  it('reads the open client and its tab from the address, and nothing elsewhere', () => {
    expect(siteRoute('/sites/abc/audit')).toEqual({ siteId: 'abc', rest: '/audit' });
    expect(siteRoute('/sites/abc')).toEqual({ siteId: 'abc', rest: '' });
    expect(siteRoute('/sites/abc/performance?range=28')).toEqual({
      siteId: 'abc',
      rest: '/performance',
    });
    expect(siteRoute('/sites/abc/schemas/s1')).toEqual({ siteId: 'abc', rest: '' });
    expect(siteRoute('/sites/new')).toBeNull();
    expect(siteRoute('/sites')).toBeNull();
    expect(siteRoute('/team')).toBeNull();
  });
});
