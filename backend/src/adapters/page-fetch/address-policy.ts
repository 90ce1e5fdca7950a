import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach on a user's say-so: this host, the private networks behind it,
 * cloud metadata (link-local) and addresses that are not unicast destinations at all.
 */
// Two lists: one BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too, which would block everything.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const IPV6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['100::', 64],
  ['2001:db8::', 32],
  // IPv4-mapped and NAT64 forms would smuggle any IPv4 address (127.0.0.1 included) past the IPv4 rules.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
];
IPV4_RANGES.forEach(([network, prefix]) => NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4'));
IPV6_RANGES.forEach(([network, prefix]) => NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6'));

export interface AddressPolicy {
  /** Every address allowed (tests and closed networks only). */
  allowPrivate: boolean;
  /**
   * Single addresses allowed even though they are not public: `127.0.0.1` (any port), `127.0.0.1:8080` or
   * `[::1]:8080` (that port only).
   */
  allowedAddresses: readonly string[];
}

/** One allowed entry: an IP address, and the one port it is allowed on (null: any). */
export interface AllowedAddress {
  address: string;
  port: number | null;
}

/** An `SSRF_ALLOWED_ADDRESSES` entry, or null when it is neither an IP address nor one with a port. */
export function parseAllowedAddress(entry: string): AllowedAddress | null {
  const text = entry.trim();
  if (isIP(text)) return { address: text, port: null };
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(text);
  if (!match) return null;
  const address = match[1] ?? match[2]!;
  const port = Number(match[3]);
  // A bracketed address must be IPv6 and a bare one IPv4, as in a URL's authority.
  const family = isIP(address);
  if (port < 1 || port > 65_535 || family === 0 || (match[1] !== undefined) !== (family === 6)) return null;
  return { address, port };
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NON_PUBLIC_V4.check(address, 'ipv4') : !NON_PUBLIC_V6.check(address, 'ipv6');
}

/** Whether a connection to `address` on `port` may be made. */
export function addressAllowed(address: string, port: number, policy: AddressPolicy): boolean {
  if (policy.allowPrivate || isPublicAddress(address)) return true;
  return policy.allowedAddresses.some((entry) => {
    const allowed = parseAllowedAddress(entry);
    return allowed !== null && allowed.address === address && (allowed.port === null || allowed.port === port);
  });
}
