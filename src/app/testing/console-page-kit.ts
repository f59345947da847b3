/** Helpers for browser tests of the console's pages. */

/** The element of that data-testid, or null while there is none. */
export const byTestId = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

/** The element whose aria-label is `name`. */
export function labelled(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (!found) throw new Error(`nothing labelled ${name}`);
  return found;
}

/** The requests of `method` whose path starts with `prefix`, in order. */
export const requestsTo = <Request extends { method: string; path: string }>(
  requests: readonly Request[],
  method: string,
  prefix: string,
) => requests.filter((request) => request.method === method && request.path.startsWith(prefix));
