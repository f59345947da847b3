/** An asset URL answered a non-OK status: 'Failed to fetch image: {status}' (spec §8). */
export class AssetFetchError extends Error {
  override name = 'AssetFetchError';

  constructor(readonly status: number) {
    super(`Failed to fetch image: ${status}`);
  }
}
