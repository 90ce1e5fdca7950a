import { shownPageUrl } from './page-path';

describe('shownPageUrl', () => {
  it('shows a page of the site by its path and query, and another host in full without the scheme', () => {
    expect(
      shownPageUrl(
        'https://shop.example.com/products/headlamp-400?colour=red',
        'https://shop.example.com',
      ),
    ).toBe('/products/headlamp-400?colour=red');
    expect(shownPageUrl('https://shop.example.com/', 'https://shop.example.com/')).toBe('/');
    expect(shownPageUrl('https://blog.example.com/post', 'https://shop.example.com')).toBe(
      'blog.example.com/post',
    );
    expect(shownPageUrl('https://shop.example.com/a', null)).toBe('shop.example.com/a');
    expect(shownPageUrl('not a url', 'https://shop.example.com')).toBe('not a url');
  });
});
