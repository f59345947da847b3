import {
  createApiTokenRequestSchema,
  createServiceAccountRequestSchema,
  revokeApiTokenRequestSchema,
  updateServiceAccountRequestSchema,
} from '../../../shared/admin/service-accounts';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { createApiToken } from '../../services/service-accounts/create-api-token';
import { createServiceAccount } from '../../services/service-accounts/create-service-account';
import {
  listServiceAccounts,
  listServiceAccountTokens,
} from '../../services/service-accounts/list-service-accounts';
import { revokeApiToken } from '../../services/service-accounts/revoke-api-token';
import { updateServiceAccount } from '../../services/service-accounts/update-service-account';
import { adminOnlyRouter } from './admin-only';
import { changeOf } from './change-of';

/** /api/admin/service-accounts: machine API callers and their tokens, admin only (ADR 017). */
export function createServiceAccountsRoutes(auth: AuthContext) {
  return adminOnlyRouter(auth)
    .get('/', async (c) => c.json(await listServiceAccounts(auth)))
    .post('/', jsonBody(createServiceAccountRequestSchema), async (c) =>
      c.json(await createServiceAccount(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(updateServiceAccountRequestSchema), async (c) =>
      c.json(await updateServiceAccount(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .get('/:id/tokens', async (c) => c.json(await listServiceAccountTokens(auth, c.req.param('id'))))
    .post('/:id/tokens', jsonBody(createApiTokenRequestSchema), async (c) =>
      c.json(await createApiToken(auth, changeOf(c), c.req.param('id'), c.req.valid('json')), 201),
    );
}

/** /api/admin/tokens: revoking a token by its id (irreversible, with a reason), admin only. */
export function createApiTokensRoutes(auth: AuthContext) {
  return adminOnlyRouter(auth).post('/:id/revoke', jsonBody(revokeApiTokenRequestSchema), async (c) =>
    c.json(await revokeApiToken(auth, changeOf(c), c.req.param('id'), c.req.valid('json').reason)),
  );
}
