/**
 * Media files (tracing images, soundtracks) kept across visits, so what a member opened before
 * still opens offline (ADR 023). The app keeps them itself, in Cache Storage: the service worker
 * never answers /api/*. Keyed by the URL without its query, so a premium file signed anew each
 * visit is the same entry; the oldest entries go past MAX_ENTRIES.
 */
export const OFFLINE_MEDIA_CACHE = 'quietline-media-v1';
const MAX_ENTRIES = 60;

function keyOf(url: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

const available = () => typeof caches !== 'undefined';

/** Keeps a successful answer for `url`; failures to store (quota, private mode) are ignored. */
export async function keepOfflineCopy(url: string, response: Response): Promise<void> {
  if (!available()) return;
  try {
    const cache = await caches.open(OFFLINE_MEDIA_CACHE);
    await cache.put(keyOf(url), response);
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old);
  } catch {
    // Without room the file is simply not available offline.
  }
}

/** The copy kept for `url`, if any. */
export async function offlineCopy(url: string): Promise<Response | undefined> {
  if (!available()) return undefined;
  try {
    return await caches.match(keyOf(url), { cacheName: OFFLINE_MEDIA_CACHE });
  } catch {
    return undefined;
  }
}
