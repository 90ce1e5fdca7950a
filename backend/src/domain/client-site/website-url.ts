import { MAX_URL_LENGTH } from '../shared/page-url.js';
import { hasControlCharacter } from '../shared/control-characters.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_DOMAIN_HINT = 'Enter a domain such as example.com or a full address such as https://example.com';

/**
 * What the owner typed, as the site's address: trimmed, and a bare domain (`example.com`, `shop.example.com/en`) gets
 * `https://`, since people copy domains rather than URLs and every site they could deliver to today speaks HTTPS.
 * Anything that already names a scheme is left for `websiteUrlProblem` to judge.
 */
export function normalizeWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || (SCHEME.test(trimmed) && !looksLikeHostAndPort(trimmed))) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

export function websiteUrlProblem(value: string): string | null {
  if (value === '') return 'Required';
  if (value.length > MAX_URL_LENGTH) return `Must be at most ${MAX_URL_LENGTH} characters`;
  if (/\s/.test(value) || hasControlCharacter(value)) return 'Must not contain spaces or control characters';
  if (!/^https?:\/\//i.test(value)) return `Must start with http:// or https://. ${BARE_DOMAIN_HINT}`;
  if (!URL.canParse(value)) return `Not a valid address. ${BARE_DOMAIN_HINT}`;
  const host = new URL(value).hostname;
  if (host === '') return 'Must name a host';
  if (!isPlausibleHost(host)) return `Not a valid domain. ${BARE_DOMAIN_HINT}`;
  return null;
}

/** `localhost:8080` parses as scheme `localhost:`; a port after a host is not a scheme. */
function looksLikeHostAndPort(value: string): boolean {
  return /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i.test(value);
}

/** A name with a dot (example.com, an IPv4 address), an IPv6 literal, or localhost for local development. */
function isPlausibleHost(host: string): boolean {
  return host.includes('.') || host.startsWith('[') || host === 'localhost';
}
