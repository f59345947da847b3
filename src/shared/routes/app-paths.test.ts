import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPaths, isAppPath } from './app-paths';

/** What the client router decides: a page when one of the page patterns matches the whole path. */
function routerRendersPage(pathname: string): boolean {
  return appPaths.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

describe('isAppPath', () => {
  it('accepts every page path, with trailing slashes and in any letter case', () => {
    for (const path of appPaths) {
      expect(isAppPath(path)).toBe(true);
      expect(isAppPath(`${path}/`)).toBe(true);
      expect(isAppPath(path.toUpperCase())).toBe(true);
    }
    expect(isAppPath('/Practice/Gallery//')).toBe(true);
  });

  it('accepts any one segment where a page path has a parameter', () => {
    expect(isAppPath('/billing/local/checkout/lcs_3f9a')).toBe(true);
    expect(isAppPath('/Billing/Local/Portal/lps_1/')).toBe(true);
    for (const path of ['/billing/local/checkout', '/billing/local/checkout/', '/billing/local/portal/a/b']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('rejects paths the client router answers with its 404 page', () => {
    for (const path of [
      '/nowhere',
      '/practice/gallery/extra',
      '/manage/users/1',
      '/practic',
      '/index.html',
      '/api',
      '/robots.txt',
      '/assets/',
    ]) {
      expect(isAppPath(path)).toBe(false);
    }
  });

  it('agrees with react-router on every page path and its near misses', () => {
    const samples = appPaths
      .flatMap((path) => [
        path,
        `${path}/`,
        `${path}//`,
        path.toUpperCase(),
        `${path}x`,
        `${path}/x`,
        path.slice(0, -1),
        `/x${path}`,
      ])
      // The server's pathnames always start with a slash.
      .filter((sample) => sample.startsWith('/'));
    for (const sample of samples) expect(isAppPath(sample), sample).toBe(routerRendersPage(sample));
  });
});
