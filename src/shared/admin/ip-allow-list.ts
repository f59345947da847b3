import ipaddr from 'ipaddr.js';

/** One allow-list entry: an address is a range of all its bits. */
export interface IpRange {
  address: ipaddr.IPv4 | ipaddr.IPv6;
  bits: number;
}

/** IPv4 only in plain dotted-quad form ("10.0.0.1"), never the legacy "10.1" or hex forms. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text) || text.includes('%')) return null;
  const address = ipaddr.IPv6.parse(text);
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is that IPv4 address.
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/**
 * An address ("203.0.113.7", "2001:db8::1") or a CIDR range ("10.0.0.0/8", "2001:db8::/32"),
 * IPv4 or IPv6; null when the text is neither.
 */
export function parseIpEntry(entry: string): IpRange | null {
  const [addressText = '', bitsText, ...rest] = entry.trim().split('/');
  if (rest.length > 0) return null;
  const parsed = parseAddress(addressText);
  if (!parsed) return null;
  const maxBits = parsed.kind() === 'ipv4' ? 32 : 128;
  if (bitsText === undefined) return { address: parsed, bits: maxBits };
  if (!/^\d{1,3}$/.test(bitsText)) return null;
  const bits = Number(bitsText);
  // A mapped IPv6 range (::ffff:10.0.0.0/104) counts its bits after the 96 of the mapping prefix.
  const ownBits = addressText.includes(':') && parsed.kind() === 'ipv4' ? bits - 96 : bits;
  if (ownBits < 0 || ownBits > maxBits) return null;
  return { address: parsed, bits: ownBits };
}

/** The entry in one canonical spelling ("2001:db8::/32", "10.0.0.7"), for storage and display. */
export function formatIpRange({ address, bits }: IpRange): string {
  const full = address.kind() === 'ipv4' ? 32 : 128;
  const text = address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
  return bits === full ? text : `${text}/${bits}`;
}
