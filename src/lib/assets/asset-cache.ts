import { AssetFetchError } from './asset-fetch-error';
import { keepOfflineCopy, offlineCopy } from './offline-media';
import { sanitizeSvg } from './sanitize-svg';

/** Loads asset files by URL, with credentials, and keeps each answer for the page's life. */
export interface AssetCache {
  /** The SVG at `url`, sanitised. */
  svgText(url: string): Promise<string>;
  /** The file at `url` as a Blob (raster images, audio). */
  blob(url: string): Promise<Blob>;
}

/**
 * A cache keyed by URL. Premium URLs are signed and the same URL is handed out within each
 * 5-minute window, so a URL always names the same bytes. A failed load is forgotten, so the
 * next call tries again. Each file is also kept across visits for offline use (offline-media.ts).
 */
export function createAssetCache(fetcher: typeof fetch = (input, init) => fetch(input, init)): AssetCache {
  const entries = new Map<string, Promise<Blob | string>>();

  /** The network's answer, kept for offline use; without a network, the copy kept before. */
  async function load(url: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetcher(url, { credentials: 'include' });
    } catch (error) {
      const kept = await offlineCopy(url);
      if (kept) return kept;
      throw error;
    }
    if (!response.ok) throw new AssetFetchError(response.status);
    await keepOfflineCopy(url, response.clone());
    return response;
  }

  function remember<T extends Blob | string>(key: string, work: () => Promise<T>): Promise<T> {
    const cached = entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const pending = work();
    entries.set(key, pending);
    pending.catch(() => entries.delete(key));
    return pending;
  }

  return {
    svgText: (url) => remember(`svg:${url}`, async () => sanitizeSvg(await (await load(url)).text())),
    blob: (url) => remember(`blob:${url}`, async () => (await load(url)).blob()),
  };
}

/** The page-wide cache every feature shares. */
export const assetCache: AssetCache = createAssetCache();
