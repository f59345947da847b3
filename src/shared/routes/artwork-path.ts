/** The gallery's search parameter that opens one artwork in its viewer. */
export const ARTWORK_PARAM = 'artwork';

/**
 * Where one artwork opens: the gallery with ?artwork=<id>. The gallery's tiles, the dashboard's
 * recent sessions and the meditation's completion screen all link here.
 */
export function artworkPath(artworkId: string): string {
  return `/practice/gallery?${new URLSearchParams({ [ARTWORK_PARAM]: artworkId }).toString()}`;
}
