export interface PageUrlHint {
  level: 'error' | 'warning' | 'info';
  message: string;
}

/**
 * Explains exact matching for a schema's page URL: delivery compares the whole URL, so a trailing slash, a query
 * string, `www` or the scheme make a different page.
 */
export function pageUrlHints(pageUrl: string, websiteUrl?: string | null): PageUrlHint[] {
  const value = pageUrl.trim();
  if (!value) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [{ level: 'error', message: 'Enter the full address, starting with https://' }];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return [{ level: 'error', message: 'The page URL must start with http:// or https://' }];
  }
  if (value.length > 2048)
    return [{ level: 'error', message: 'The page URL can be at most 2,048 characters.' }];

  const hints: PageUrlHint[] = [];
  if (url.hash) {
    hints.push({
      level: 'warning',
      message: `Remove "${url.hash}": browsers never send the #fragment, so this URL can never match a page.`,
    });
  }
  if (url.search) {
    hints.push({
      level: 'warning',
      message: `Includes the query "${url.search}": only visits with exactly this query get the schema (not the page without it, nor with other parameters such as utm_…).`,
    });
  }
  const path = url.pathname;
  if (path !== '/') {
    const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    hints.push({
      level: 'info',
      message: path.endsWith('/')
        ? `Ends with a slash: ${url.origin}${other} (without it) will not match.`
        : `No trailing slash: ${url.origin}${other} (with it) will not match.`,
    });
  }
  const host = url.hostname;
  const withoutWww = host.replace(/^www\./, '');
  const isNamedHost = host !== 'localhost' && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  if (isNamedHost)
    hints.push({
      level: 'info',
      message: host.startsWith('www.')
        ? `Uses www: ${url.protocol}//${withoutWww}${path} (without www) will not match.`
        : `No www: ${url.protocol}//www.${host}${path} (with www) will not match.`,
    });
  const siteHost = hostOf(websiteUrl);
  if (siteHost && siteHost !== host) {
    const sameDomain = siteHost.replace(/^www\./, '') === withoutWww;
    hints.unshift({
      level: 'warning',
      message: sameDomain
        ? `The site is registered as ${siteHost}, but this URL uses ${host}. Use the address your pages really have.`
        : `This URL is not on the site's domain (${siteHost}).`,
    });
  }
  return hints;
}

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
