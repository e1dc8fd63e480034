import net from 'node:net';

// Who a per-IP limit counts as one client. An IPv4 address is one client; an IPv6 client is
// usually handed a whole /64 and can use any address in it, so every address of one /64 is
// counted as one client (issue 24: a client rotating through its /64 escaped every limit).

/**
 * The subject a per-IP limit counts: an IPv4 address (or an IPv4-mapped IPv6 one, as a
 * dual-stack socket reports it) as it is, an IPv6 address as its /64 ('2001:db8:7:1::/64').
 * Anything else (an empty or odd value) is returned as it is.
 */
export function clientAddressSubject(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(address)) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** The eight groups of an IPv6 address, each without leading zeros ('0' for none). */
function expandIpv6(address: string): string[] {
  let text = address;
  // A trailing dotted quad ('::1.2.3.4') is two groups.
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
