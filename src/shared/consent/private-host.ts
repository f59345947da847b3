/** Names that only resolve inside a machine or a local network (RFC 6761, RFC 6762, RFC 8375). */
const privateSuffixes = ['.localhost', '.local', '.internal', '.home.arpa', '.lan'];

/**
 * True for a host no outside service could reach: localhost, loopback, private, link-local and
 * unspecified IPv4 and IPv6 addresses, and local-only names. The consent ledger is not sent from
 * such hosts (spec §7): development and test machines would fill it with noise.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost') return true;
  if (privateSuffixes.some((suffix) => host.endsWith(suffix))) return true;
  const ipv4 = parseIpv4(host);
  if (ipv4) return isPrivateIpv4(ipv4);
  const ipv6 = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipv6.includes(':') && isPrivateIpv6(ipv6);
}

function parseIpv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // 0.0.0.0/8, "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // 100.64/10, carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function isPrivateIpv6(address: string): boolean {
  const groups = expandIpv6(address);
  if (!groups) return false;
  const [first = 0] = groups;
  if (groups.slice(0, 7).every((group) => group === 0)) return groups[7] === 0 || groups[7] === 1; // :: and ::1
  // ::ffff:a.b.c.d — an IPv4 address written as IPv6.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return isPrivateIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // fc00::/7 unique local, fe80::/10 link-local
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  let text = address.replace(/%.*$/, ''); // a zone index (fe80::1%eth0)
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const ipv4 = parseIpv4(dotted[2] ?? '');
    if (!ipv4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = ipv4;
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}
