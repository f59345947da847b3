import { trackerGroups, type TrackerGroup } from './tracker-domains';

/** Domains per group; a deployment's extras merged into the maintained list. */
export type TrackerDomainList = Partial<Record<TrackerGroup, readonly string[]>>;

/** The group of a host, or null when it is no known tracker. */
export type TrackerMatcher = (hostname: string) => TrackerGroup | null;

/**
 * Matches a host against the lists: a domain matches itself and every subdomain, and the most
 * specific listed domain decides the group. Case and a trailing dot do not matter.
 */
export function createTrackerMatcher(...lists: TrackerDomainList[]): TrackerMatcher {
  const groupOf = new Map<string, TrackerGroup>();
  for (const list of lists) {
    for (const group of trackerGroups) {
      for (const domain of list[group] ?? []) groupOf.set(normaliseHost(domain), group);
    }
  }
  return (hostname) => {
    let host = normaliseHost(hostname);
    // Walk from the full host to ever shorter parents: the first hit is the most specific entry.
    for (;;) {
      const group = groupOf.get(host);
      if (group) return group;
      const dot = host.indexOf('.');
      if (dot < 0) return null;
      host = host.slice(dot + 1);
    }
  };
}

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
const groupByName = new Map(trackerGroups.map((group) => [group.toLowerCase(), group]));

/**
 * Reads CONSENT_EXTRA_BLOCKED_DOMAINS: entries separated by commas or whitespace, each
 * `domain` (blocked with the Analytics group) or `group:domain`, group being one of
 * Analytics, Social, ConsentManagers, Email, Advertising (any case). Malformed entries are
 * skipped, so a typo never blocks more than it names.
 */
export function parseExtraTrackerDomains(text: string | undefined): TrackerDomainList {
  const list: Partial<Record<TrackerGroup, string[]>> = {};
  for (const entry of (text ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    const colon = entry.indexOf(':');
    const group = colon < 0 ? 'Analytics' : groupByName.get(entry.slice(0, colon).toLowerCase());
    const domain = normaliseHost(colon < 0 ? entry : entry.slice(colon + 1));
    if (!group || !domainPattern.test(domain)) continue;
    (list[group] ??= []).push(domain);
  }
  return list;
}
