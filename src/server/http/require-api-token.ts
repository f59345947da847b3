import type { MiddlewareHandler } from 'hono';
import type { ApiScope } from '../../shared/admin/service-accounts';
import type { AuthContext } from '../services/auth/auth-context';
import { authenticateApiToken, type ApiCaller } from '../services/service-accounts/authenticate-api-token';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';

/** AppEnv behind requireApiToken. */
export interface MachineEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { apiCaller: ApiCaller };
}

/**
 * Lets a machine API call through only with a service account's token that holds `scope` and is
 * used from an allowed address (X-Forwarded-For only with TRUST_PROXY); sets `c.var.apiCaller`.
 */
export function requireApiToken(auth: AuthContext, scope: ApiScope): MiddlewareHandler<MachineEnv> {
  return async (c, next) => {
    const caller = await authenticateApiToken(auth.db, {
      authorization: c.req.header('Authorization'),
      address: clientIp(c, auth.env.TRUST_PROXY),
      scope,
    });
    c.set('apiCaller', caller);
    await next();
  };
}
