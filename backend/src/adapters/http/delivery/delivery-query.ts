import { CLIENT_ID_PATTERN } from '@sdn/contracts';
import { hostOf } from '../../../domain/client-site/domain-lock.js';
import { MAX_URL_LENGTH } from '../../../domain/shared/page-url.js';
import type { FieldErrors } from '../../../domain/shared/domain-error.js';
import { hasControlCharacter } from '../../../domain/shared/control-characters.js';

const ABSOLUTE_HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** A delivery request's checked query: the Client ID in lower case and the page URL as given. */
export interface DeliveryQuery {
  readonly clientId: string;
  readonly url: string;
}

export type DeliveryQueryResult = ({ ok: true } & DeliveryQuery) | { ok: false; errors: FieldErrors };

/** Checks `clientId` and `url` before any lookup. Hand-written rather than joi: it runs on every page view. */
export function parseDeliveryQuery(query: Record<string, unknown>): DeliveryQueryResult {
  const errors: FieldErrors = {};
  const { clientId, url } = query;
  if (clientId === undefined || clientId === '') errors.clientId = { _errors: ['Required'] };
  else if (typeof clientId !== 'string' || !CLIENT_ID_PATTERN.test(clientId)) errors.clientId = { _errors: ['Invalid uuid'] };
  if (url === undefined || url === '') errors.url = { _errors: ['Required'] };
  // No control characters either: U+0000 cannot even reach PostgreSQL as a parameter.
  else if (typeof url !== 'string' || !ABSOLUTE_HTTP_URL.test(url) || hasControlCharacter(url) || !URL.canParse(url)) {
    errors.url = { _errors: ['Invalid url: must be an absolute http(s) URL including the protocol'] };
  } else if (url.length > MAX_URL_LENGTH) errors.url = { _errors: [`Must be at most ${MAX_URL_LENGTH} characters`] };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, clientId: (clientId as string).toLowerCase(), url: url as string };
}

/** Host of the page that made the request, as the browser declared it; null when it said nothing usable. */
export function requesterHost(origin: string | undefined, referer: string | undefined): string | null {
  for (const candidate of [origin, referer]) {
    if (!candidate || candidate === 'null') continue;
    // An unparseable header is treated like an absent one.
    const host = hostOf(candidate);
    if (host !== null) return host;
  }
  return null;
}
