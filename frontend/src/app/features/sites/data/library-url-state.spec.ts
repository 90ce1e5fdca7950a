import {
  DEFAULT_LIBRARY_STATE,
  displayPageUrl,
  libraryStateFrom,
  libraryStateParams,
} from './library-url-state';

describe('Library state in the address', () => {
  it('writes only what differs from the default and reads it back unchanged', () => {
    const state = {
      ...DEFAULT_LIBRARY_STATE,
      status: 'paused' as const,
      type: 'BreadcrumbList',
      search: '/blog/',
      sort: 'name' as const,
      order: 'asc' as const,
      offset: 100,
      pageSize: 100 as const,
    };
    const params = libraryStateParams(state);
    expect(params).toEqual({
      status: 'paused',
      type: 'BreadcrumbList',
      valid: null,
      q: '/blog/',
      updated: null,
      sort: 'name',
      order: 'asc',
      from: 100,
      size: 100,
    });
    const asStrings = Object.fromEntries(
      Object.entries(params)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
    expect(libraryStateFrom(asStrings)).toEqual(state);
  });

  it('falls back to the default for anything unknown or malformed in a hand-edited address', () => {
    expect(
      libraryStateFrom({
        status: 'deleted',
        valid: 'maybe',
        updated: '3',
        sort: 'password',
        order: 'sideways',
        from: '-5',
        size: '1000',
        type: ['a', 'b'],
      }),
    ).toEqual(DEFAULT_LIBRARY_STATE);
  });
});

describe('displayPageUrl', () => {
  it('shows the path when the page is on the site host, so rows differ where they differ', () => {
    expect(
      displayPageUrl(
        'https://shop.example.com/products/lamp?c=red#specs',
        'https://shop.example.com',
      ),
    ).toBe('/products/lamp?c=red#specs');
  });

  it('keeps the host when the page is on another host (www, a subdomain), without the scheme', () => {
    expect(displayPageUrl('https://www.shop.example.com/', 'https://shop.example.com')).toBe(
      'www.shop.example.com/',
    );
    expect(displayPageUrl('https://blog.example.com/a', null)).toBe('blog.example.com/a');
  });

  it('shows text that is not a URL as it is', () => {
    expect(displayPageUrl('not a url', 'https://shop.example.com')).toBe('not a url');
  });
});
