import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { toaster } from '../../components/toast/toaster';
import { cleanupRendered } from '../../lib/testing/render-for-test';
import { setAsyncReactEnvironment } from './app-harness';

/** Helpers for browser tests of the console's pages. */

/** Registers a test file's hooks: async React, and after each test no page, toast, mock or storage left. */
export function setUpConsolePageTests() {
  beforeAll(() => setAsyncReactEnvironment(true));
  afterAll(() => setAsyncReactEnvironment(false));
  afterEach(async () => {
    await cleanupRendered();
    toaster.remove();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}

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
