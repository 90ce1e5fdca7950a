export interface DomainLockSettings {
  readonly domainLockEnabled: boolean;
  /** Empty means: only the website URL's host. */
  readonly allowedHosts: readonly string[];
  readonly websiteHost: string;
}

export function allowedHostsOf(settings: DomainLockSettings): readonly string[] {
  return settings.allowedHosts.length > 0 ? settings.allowedHosts : [settings.websiteHost];
}

/**
 * With the lock on, delivery answers only for pages on an allowed host and, when the browser says which page is
 * asking (Origin or Referer), only for requests coming from an allowed host too.
 */
export function deliveryAllowed(settings: DomainLockSettings, pageUrl: string, requesterHost: string | null): boolean {
  if (!settings.domainLockEnabled) return true;
  const allowed = allowedHostsOf(settings);
  const pageHost = hostOf(pageUrl);
  if (pageHost === null || !allowed.includes(pageHost)) return false;
  return requesterHost === null || allowed.includes(requesterHost);
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Allow-list entries are exact lowercase hostnames: labels of letters, digits and hyphens separated by dots. */
export function hostnameProblem(host: string): string | null {
  if (host.length === 0 || host.length > 253) return 'Must be a hostname such as www.example.com';
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host)) {
    return `"${host}" is not a valid hostname`;
  }
  return null;
}
