/** The body of the synthetic answer to a blocked fetch (spec §4, §8). */
export const BLOCKED_FETCH_TEXT = 'Blocked by consent settings';

/**
 * Wraps window.fetch once: a request to a blocked URL resolves to a synthetic 403 without touching
 * the network; every other request goes to the fetch that was there, unchanged (so a later
 * wrapper, such as tracing's, wraps this one and sees our answer like any other). Returns the undo.
 */
export function blockFetch(isBlocked: (url: string) => boolean): () => void {
  const original = window.fetch;
  let active = true;
  const guarded: typeof fetch = (input, init) => {
    if (active && isBlocked(requestUrl(input))) {
      return Promise.resolve(new Response(BLOCKED_FETCH_TEXT, { status: 403, statusText: 'Forbidden' }));
    }
    return original.call(window, input, init);
  };
  window.fetch = guarded;
  return () => {
    active = false;
    // Someone may have wrapped us since: then stay in place, passing everything through.
    if (window.fetch === guarded) window.fetch = original;
  };
}

function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}
