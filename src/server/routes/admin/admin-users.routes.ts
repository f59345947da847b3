import {
  createUserRequestSchema,
  listUsersQuerySchema,
  updateUserRequestSchema,
} from '../../../shared/admin/admin-users';
import { requireEscalation } from '../../http/require-escalation';
import { jsonBody, queryParams } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { createManagedUser } from '../../services/admin/create-managed-user';
import { deleteManagedUser } from '../../services/admin/delete-managed-user';
import { listManagedUsers } from '../../services/admin/list-managed-users';
import { updateManagedUser } from '../../services/admin/update-managed-user';
import { changeOf } from './change-of';
import { adminOnlyRouter } from './admin-only';

/**
 * /api/admin/users: user management, admin only; every call also needs the 'user-management'
 * step-up (a two-factor code, spec §4).
 */
export function createAdminUsersRoutes(auth: AuthContext) {
  const stepUp = requireEscalation(auth, 'user-management');
  return adminOnlyRouter(auth)
    .get('/', queryParams(listUsersQuerySchema), stepUp, async (c) =>
      c.json(await listManagedUsers(auth.db, c.req.valid('query'))),
    )
    .post('/', jsonBody(createUserRequestSchema), stepUp, async (c) =>
      c.json(await createManagedUser(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(updateUserRequestSchema), stepUp, async (c) =>
      c.json(await updateManagedUser(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', stepUp, async (c) => {
      await deleteManagedUser(auth, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
