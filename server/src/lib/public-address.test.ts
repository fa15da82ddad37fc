import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

// The address classes a push endpoint must never reach (issue 43, point 2), and public ones that must pass.

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback v6'],
    ['10.0.0.1', '10/8'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.255', '172.16/12'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'link-local v6'],
    ['febf:ffff::1', 'link-local v6, end of fe80::/10'],
    ['fc00::1', 'unique local'],
    ['fdff:ffff::1', 'unique local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified v6'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast v6'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['2001:db8::1', 'documentation v6'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped 10/8'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['2002:7f00:1::1', '6to4'],
    ['2001::1', 'Teredo'],
    ['100::1', 'discard-only'],
    ['localhost', 'not an address'],
    ['', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '142.250.185.10',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '8.8.8.8',
    '2a00:1450:4001:82b::200a',
    '2606:4700::6810:84e5',
    '::ffff:93.184.216.34',
    '64:ff9b::8.8.8.8',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
