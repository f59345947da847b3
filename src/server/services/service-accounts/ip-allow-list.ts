import ipaddr from 'ipaddr.js';
import { parseIpEntry, type IpRange } from '../../../shared/admin/ip-allow-list';

/** The caller's address as a range entry would see it (IPv4-mapped IPv6 as IPv4); null when unknown. */
function parseCaller(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  return ipaddr.process(address);
}

/** Whether a caller's address is in the allow list; an empty list admits every address. */
export function isAddressAllowed(allowList: readonly string[], callerAddress: string): boolean {
  if (allowList.length === 0) return true;
  const caller = parseCaller(callerAddress);
  if (!caller) return false;
  return allowList
    .map(parseIpEntry)
    .some(
      (range: IpRange | null) =>
        range !== null && range.address.kind() === caller.kind() && caller.match(range.address, range.bits),
    );
}
