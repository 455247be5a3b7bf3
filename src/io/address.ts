/**
 * Which network addresses an index named by a repository's files may be asked at: public
 * unicast only. Loopback, private (RFC 1918, unique-local), link-local (the cloud metadata
 * endpoint 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are the runner's
 * own network, reached only when the command line, the workflow or pip's environment names them.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
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
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 address carries (`::ffff:10.0.0.1`, NAT64 `64:ff9b::a00:1`), if any. */
function embeddedV4(ip: string): string | undefined {
  const m = /^(?:::ffff:(?:0:)?|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (m) return m[1];
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return undefined;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an IP address (v4 or v6, without brackets) is public unicast. Not an address: false. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v = isIP(bare);
  if (v === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (v === 6) {
    const v4 = embeddedV4(bare);
    if (v4 !== undefined) return isIP(v4) === 4 && !NOT_PUBLIC.check(v4, 'ipv4');
    return !NOT_PUBLIC.check(bare, 'ipv6');
  }
  return false;
}

/** Whether a URL's host is a loopback address or `localhost`. */
export function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` that answers only with public addresses, for a socket's `lookup` option: a name
 * that resolves to a private address (or to several, one of them private) fails like a name that
 * does not resolve, so a repository cannot reach the runner's network through DNS.
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses;
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) {
      const e: NodeJS.ErrnoException = new Error(`${hostname} is not a public address`);
      e.code = 'ENOTPUBLIC';
      return callback(e, []);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}
