import { describe, expect, it } from 'vitest';
import { privateAddressRange } from './private-address.js';

describe('privateAddressRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:10.0.0.5', 'private'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::a00:5', 'rfc6052'],
    ['not-an-address', 'not an IP address'],
  ])('refuses %s (%s)', (address, range) => {
    expect(privateAddressRange(address)).toBe(range);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
  ])('lets the public address %s through', (address) => {
    expect(privateAddressRange(address)).toBeUndefined();
  });
});
