import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Whether an IP address is one the server may connect to on a stranger's say-so (a push endpoint):
 * a globally reachable unicast address. Everything in IANA's special-purpose registries that is
 * not globally reachable is refused: loopback, private (RFC 1918, fc00::/7), link-local, CGNAT
 * (100.64/10), multicast, documentation, benchmarking, reserved, unspecified and broadcast.
 * IPv4 inside IPv6 (IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96) is judged by the IPv4 address;
 * other IPv6 is accepted only inside global unicast 2000::/3.
 *
 * Sources: https://www.iana.org/assignments/iana-ipv4-special-registry/ and
 * https://www.iana.org/assignments/iana-ipv6-special-registry/ (RFC 6890).
 */

const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space, carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast 255.255.255.255
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo 2001::/32 among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address of any kind inside
  ['3fff::', 20], // documentation (RFC 9637)
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (a valid one: net.isIPv6), a trailing dotted IPv4 part included. */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  const tail: number[] = [];
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const before = groups(head);
  const after = rest === undefined ? [] : groups(rest);
  const words = [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 one carries in its last 32 bits, when its first 96 bits are this prefix. */
function embeddedV4(bytes: number[], prefix: number[]): string | null {
  if (!prefix.every((byte, i) => bytes[i] === byte)) return null;
  return bytes.slice(12).join('.');
}

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
const NAT64_PREFIX = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];

/** true: a globally reachable unicast address; false for every other class, and for what is not an IP address. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !refusedV4.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const bytes = ipv6Bytes(address);
  const inner = embeddedV4(bytes, MAPPED_PREFIX) ?? embeddedV4(bytes, NAT64_PREFIX);
  if (inner !== null) return !refusedV4.check(inner, 'ipv4');
  return globalUnicastV6.check(address, 'ipv6') && !refusedV6.check(address, 'ipv6');
}
