import ipaddr from 'ipaddr.js';

/**
 * Why an IP address is not a public one, in a few words, or `undefined` when
 * it is a global unicast address that any server on the internet could have.
 * IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) are judged as the IPv4
 * address they carry. Anything ipaddr.js does not call `unicast` is refused:
 * loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16,
 * fe80::/10, where cloud metadata services answer), unique-local fc00::/7,
 * unspecified (0.0.0.0, ::), carrier-grade NAT, multicast, reserved, and the
 * IPv6 ranges that embed an IPv4 address (NAT64, 6to4, Teredo).
 *
 * @example
 * privateAddressRange('169.254.169.254') // 'linkLocal'
 * privateAddressRange('::ffff:127.0.0.1') // 'loopback'
 * privateAddressRange('93.184.216.34') // undefined
 */
export function privateAddressRange(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' ? undefined : range;
}
