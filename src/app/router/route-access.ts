/** Roles from spec §6, most powerful first. The accounts issue may move this to src/shared. */
export type Role = 'admin' | 'editor' | 'user';

/**
 * Route `handle` describing who may see a route group or page. Guards (auth issue) read the
 * deepest match's access; this issue only declares it.
 */
export type RouteAccess =
  { access: 'public' } | { access: 'loggedIn' } | { access: 'roles'; roles: readonly Role[] };

export const publicAccess: RouteAccess = { access: 'public' };
export const loggedInAccess: RouteAccess = { access: 'loggedIn' };
export const contentManagers: RouteAccess = { access: 'roles', roles: ['admin', 'editor'] };
export const adminsOnly: RouteAccess = { access: 'roles', roles: ['admin'] };
