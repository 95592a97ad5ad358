// Addresses the server may send a request to on a visitor's behalf (a push endpoint
// is typed by whoever subscribes, and the reminder job POSTs to it). Only the public internet:
// never loopback, private, link-local, shared, multicast or reserved ranges, nor IPv6 forms of them.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one ('::ffff:127.0.0.1', '::ffff:7f00:1'). */
function embeddedIpv4(address: string): string | undefined {
  const match = /^::(?:ffff:(?:0+:)?)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2]!, 16);
  const low = Number.parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const version = isIP(bare);
  if (version === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (version !== 6) return false;
  const v4 = embeddedIpv4(bare);
  return v4 ? isIP(v4) === 4 && !NOT_PUBLIC.check(v4, 'ipv4') : !NOT_PUBLIC.check(bare, 'ipv6');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa|corp)$/i;

/**
 * Whether a push endpoint may be stored: https, a host that is a name or a public address. Names are
 * resolved again at each send (publicOnlyLookup): a name that later points inside is refused then.
 */
export function isAcceptablePushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  return host.includes('.') && !LOCAL_NAMES.test(host.replace(/\.$/, ''));
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for http(s).request that refuses any non-public answer. It runs when the socket
 * connects, so the address checked is the address used (no rebinding between check and connect).
 */
export function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => !isPublicAddress(entry.address));
    if (refused || list.length === 0) {
      return callback(Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: 'ENOTPUBLIC' }), []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}
