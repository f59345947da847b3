import type { ConsentCategories } from '../../../shared/consent/consent-categories';
import { trackerGroupCategory } from '../../../shared/consent/tracker-domains';
import type { TrackerMatcher } from '../../../shared/consent/tracker-matcher';

const webProtocols = new Set(['http:', 'https:', 'ws:', 'wss:']);

/**
 * Whether a request to `url` must not leave the page: it goes to a listed tracker whose
 * category is not consented. Our own origin always passes, whatever the list says, and so does
 * anything that is not a web URL (data:, blob:) or does not parse.
 */
export function isBlockedUrl(
  url: string,
  pageUrl: string,
  trackerGroupOf: TrackerMatcher,
  consented: ConsentCategories,
): boolean {
  let target: URL;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return false;
  }
  if (!webProtocols.has(target.protocol) || target.origin === new URL(pageUrl).origin) return false;
  const group = trackerGroupOf(target.hostname);
  return group !== null && !consented[trackerGroupCategory[group]];
}
