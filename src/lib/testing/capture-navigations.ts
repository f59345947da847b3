import { afterEach, beforeEach } from 'vitest';

/**
 * Records and stops the page's document navigations (window.location.assign and the like) through
 * the browser's Navigation API, so a test can see where the app sends the browser without
 * leaving the test page. Call `stop()` when done.
 */
function captureNavigations() {
  const urls: string[] = [];
  const onNavigate = (event: NavigateEvent) => {
    urls.push(event.destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return { urls, stop: () => navigation.removeEventListener('navigate', onNavigate) };
}

/** Registers a test file's hooks: each test's navigations captured afresh; read `urls` in a test. */
export function captureNavigationsInEachTest(): { readonly urls: readonly string[] } {
  let capture: ReturnType<typeof captureNavigations> | undefined;
  beforeEach(() => {
    capture = captureNavigations();
  });
  afterEach(() => capture?.stop());
  return {
    get urls() {
      return capture?.urls ?? [];
    },
  };
}
