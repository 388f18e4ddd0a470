import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key an address is counted under. An IPv4 address is one subscriber. An IPv6 subscriber
 * is routinely given a whole /64 and can pick any of its 2^64 addresses, so counting per
 * address would let one attacker mint new keys at will: IPv6 counts per /64. An IPv4 address
 * written as IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it) counts as that IPv4
 * address. Anything else (a test's "local") is its own key.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
