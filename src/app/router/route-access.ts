import type { Role } from '../../shared/auth/roles';

/**
 * Route `handle` describing who may see a route group or page. RouteGuard reads the deepest
 * match's access.
 */
export type RouteAccess =
  { access: 'public' } | { access: 'loggedIn' } | { access: 'roles'; roles: readonly Role[] };

export const publicAccess: RouteAccess = { access: 'public' };
export const loggedInAccess: RouteAccess = { access: 'loggedIn' };
export const contentManagers: RouteAccess = { access: 'roles', roles: ['admin', 'editor'] };
export const adminsOnly: RouteAccess = { access: 'roles', roles: ['admin'] };
