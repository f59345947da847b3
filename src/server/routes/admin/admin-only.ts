import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { privateNoStore } from '../../http/cache-control';
import { requireAuth } from '../../http/require-auth';
import { requireRole } from '../../http/require-role';
import type { AuthContext } from '../../services/auth/auth-context';

/**
 * A new admin-only console router: signed out → 401, editor or user → 403 (spec §2, §6), before
 * any input is read; nothing it answers may be cached. Guarded per router rather than on all of
 * /api/admin, where areas open to editors too are mounted.
 */
export function adminOnlyRouter(auth: AuthContext) {
  return new Hono<AppEnv>().use(privateNoStore).use(requireAuth(auth)).use(requireRole('admin'));
}

/**
 * A new console router for the areas editors share with admins (content, messaging, plans,
 * flags): signed out → 401, a member → 403; an editor's rank or above passes (spec §6).
 */
export function staffOnlyRouter(auth: AuthContext) {
  return new Hono<AppEnv>().use(privateNoStore).use(requireAuth(auth)).use(requireRole('editor'));
}
