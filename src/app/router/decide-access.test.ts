import { describe, expect, it } from 'vitest';
import { decideAccess, findRouteAccess, loginUrlFor } from './decide-access';
import { adminsOnly, contentManagers, loggedInAccess, publicAccess } from './route-access';

describe('decideAccess', () => {
  it('lets anyone see public routes', () => {
    expect(decideAccess(publicAccess, false, null)).toBe('allow');
  });

  it('sends signed-out visitors of protected routes to sign in', () => {
    expect(decideAccess(loggedInAccess, false, null)).toBe('login');
    expect(decideAccess(adminsOnly, false, null)).toBe('login');
  });

  it('lets any signed-in user see logged-in routes, even without a readable role', () => {
    expect(decideAccess(loggedInAccess, true, null)).toBe('allow');
  });

  it('checks role ranks on role routes', () => {
    expect(decideAccess(contentManagers, true, 'editor')).toBe('allow');
    expect(decideAccess(contentManagers, true, 'admin')).toBe('allow');
    expect(decideAccess(contentManagers, true, 'user')).toBe('denied');
    expect(decideAccess(adminsOnly, true, 'editor')).toBe('denied');
    expect(decideAccess(adminsOnly, true, 'admin')).toBe('allow');
    expect(decideAccess(adminsOnly, true, null)).toBe('denied');
  });
});

describe('findRouteAccess', () => {
  it('takes the deepest declared access', () => {
    expect(
      findRouteAccess([{ handle: undefined }, { handle: contentManagers }, { handle: adminsOnly }]),
    ).toBe(adminsOnly);
    expect(findRouteAccess([{ handle: contentManagers }, { handle: undefined }])).toBe(contentManagers);
    expect(findRouteAccess([{ handle: { other: 1 } }])).toEqual(publicAccess);
  });
});

describe('loginUrlFor', () => {
  it('carries the current path, query included, as redirect', () => {
    expect(loginUrlFor('/manage/users')).toBe('/login?redirect=%2Fmanage%2Fusers');
    const url = new URL(loginUrlFor('/subscribe?plan=yearly'), 'https://x.test');
    expect(url.searchParams.get('redirect')).toBe('/subscribe?plan=yearly');
  });
});
