import { pageUrlHints } from './page-url-hint';

const messages = (url: string, site?: string) =>
  pageUrlHints(url, site).map((hint) => `${hint.level}: ${hint.message}`);

describe('pageUrlHints', () => {
  it('explains the trailing slash and www variants that will not match', () => {
    expect(messages('https://www.example.com/blog/post')).toEqual([
      'info: No trailing slash: https://www.example.com/blog/post/ (with it) will not match.',
      'info: Uses www: https://example.com/blog/post (without www) will not match.',
    ]);
    expect(messages('https://example.com/blog/post/')).toEqual([
      'info: Ends with a slash: https://example.com/blog/post (without it) will not match.',
      'info: No www: https://www.example.com/blog/post/ (with www) will not match.',
    ]);
  });

  it('warns about query strings and fragments', () => {
    const hints = messages('https://example.com/p?utm_source=x#top');
    expect(hints[0]).toMatch(/^warning: Remove "#top"/);
    expect(hints[1]).toMatch(/^warning: Includes the query "\?utm_source=x"/);
  });

  it('warns when the host differs from the site (www or another domain)', () => {
    expect(messages('https://example.com/', 'https://www.example.com')[0]).toBe(
      'warning: The site is registered as www.example.com, but this URL uses example.com. Use the address your pages really have.',
    );
    expect(messages('https://other.org/', 'https://www.example.com')[0]).toBe(
      "warning: This URL is not on the site's domain (www.example.com).",
    );
  });

  it('gives no www advice for IP addresses and localhost', () => {
    expect(messages('http://127.0.0.1:8080/a')).toEqual([
      'info: No trailing slash: http://127.0.0.1:8080/a/ (with it) will not match.',
    ]);
    expect(messages('http://localhost/')).toEqual([]);
  });

  it('rejects relative and non-http addresses', () => {
    expect(messages('/blog/post')).toEqual([
      'error: Enter the full address, starting with https://',
    ]);
    expect(messages('ftp://example.com/x')).toEqual([
      'error: The page URL must start with http:// or https://',
    ]);
    expect(messages('')).toEqual([]);
  });
});
