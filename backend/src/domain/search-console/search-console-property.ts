/** A Search Console property as the account lists it: `https://example.com/` (URL prefix) or `sc-domain:example.com`. */
export interface SearchConsoleProperty {
  siteUrl: string;
  permissionLevel: string;
}

export type PropertyKind = 'url-prefix' | 'domain';

const DOMAIN_PREFIX = 'sc-domain:';

export function propertyKind(siteUrl: string): PropertyKind {
  return siteUrl.startsWith(DOMAIN_PREFIX) ? 'domain' : 'url-prefix';
}

/** Unverified users cannot read Search Analytics. */
export function canReadAnalytics(property: SearchConsoleProperty): boolean {
  return property.permissionLevel !== 'siteUnverifiedUser';
}

/**
 * Whether the property's data covers the site's pages. A domain property covers its host and every subdomain, on
 * both schemes; a URL-prefix property covers exactly the URLs that start with its prefix, as Google defines it.
 */
export function propertyCoversSite(siteUrl: string, websiteUrl: string): boolean {
  let site: URL;
  try {
    site = new URL(websiteUrl);
  } catch {
    return false;
  }
  if (propertyKind(siteUrl) === 'domain') {
    const domain = siteUrl.slice(DOMAIN_PREFIX.length).toLowerCase();
    const host = site.hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  }
  const prefix = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const origin = `${site.protocol}//${site.host}${site.pathname}`;
  const normalisedSite = origin.endsWith('/') ? origin : `${origin}/`;
  return normalisedSite.toLowerCase().startsWith(prefix.toLowerCase());
}

/** Properties that can serve this site, the most specific (longest) first. */
export function matchingProperties(properties: SearchConsoleProperty[], websiteUrl: string): SearchConsoleProperty[] {
  return properties
    .filter((property) => canReadAnalytics(property) && propertyCoversSite(property.siteUrl, websiteUrl))
    .sort((a, b) =>
      propertyKind(a.siteUrl) === propertyKind(b.siteUrl)
        ? b.siteUrl.length - a.siteUrl.length
        : propertyKind(a.siteUrl) === 'url-prefix'
          ? -1
          : 1,
    );
}
