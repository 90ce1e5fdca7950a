import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { addressAllowed, type AddressPolicy } from './address-policy.js';

export interface PinnedAddress {
  address: string;
  family: number;
}

/** Why a destination was refused; the message is safe to show (it never names what a host name resolved to). */
export class RefusedDestination extends Error {}

/**
 * Resolves a user-named host once and checks every address it has: one non-public answer refuses the host (a client
 * could otherwise be steered to it on a retry). `refusal` words the refusal for the caller ("which is not fetched").
 * Shared by every outbound request made on a user's say-so: page fetches and webhook deliveries.
 */
export async function publicAddress(hostname: string, port: number, policy: AddressPolicy, refusal: string): Promise<PinnedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: PinnedAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new RefusedDestination(`${host} could not be resolved`);
  }
  if (addresses.length === 0 || addresses.some((entry) => !addressAllowed(entry.address, port, policy))) {
    // Never name what a host name resolved to: that would turn "Verify now" into a probe of internal DNS.
    throw new RefusedDestination(
      isIP(host) ? `${host} is a private or reserved address, ${refusal}` : `${host} points to a private or reserved address, ${refusal}`,
    );
  }
  return addresses[0]!;
}

/** A `lookup` that answers the checked address only, so the connection cannot resolve the name a second time. */
export const pinnedLookup =
  (pin: PinnedAddress): LookupFunction =>
  (_host, options, done) =>
    options.all ? done(null, [pin]) : done(null, pin.address, pin.family);
