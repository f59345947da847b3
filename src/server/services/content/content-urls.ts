import type { UrlSigner } from '../signed-urls/url-signer';

/** Where a stored asset is served. */
export function assetPath(assetId: string): string {
  return `/api/content/assets/${encodeURIComponent(assetId)}`;
}

/** A free asset's plain URL, or a premium asset's signed one. */
export function assetUrl(urls: UrlSigner, assetId: string, premium: boolean): Promise<string> {
  const path = assetPath(assetId);
  return premium ? urls.signPath(path, 'asset', assetId) : Promise.resolve(path);
}
