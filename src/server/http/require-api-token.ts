import type { MiddlewareHandler } from 'hono';
import type { ApiScope } from '../../shared/admin/service-accounts';
import type { AuthContext } from '../services/auth/auth-context';
import { DomainError } from '../services/domain-error';
import { authenticateApiToken, type ApiCaller } from '../services/service-accounts/authenticate-api-token';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';
import { apiErrorOf } from './domain-error-status';

/** AppEnv behind requireApiToken. */
export interface MachineEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { apiCaller: ApiCaller };
}

/** A refused token's 401 names the scheme the machine API expects (RFC 6750). */
function withBearerChallenge(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.kind !== 'unauthenticated') return error;
  return apiErrorOf(error, { 'WWW-Authenticate': 'Bearer' });
}

/**
 * Lets a machine API call through only with a service account's token that holds `scope` and is
 * used from an allowed address (X-Forwarded-For only with TRUST_PROXY); sets `c.var.apiCaller`.
 */
export function requireApiToken(auth: AuthContext, scope: ApiScope): MiddlewareHandler<MachineEnv> {
  return async (c, next) => {
    const caller = await authenticateApiToken(auth, {
      authorization: c.req.header('Authorization'),
      address: clientIp(c, auth.env.TRUST_PROXY),
      scope,
    }).catch((error: unknown) => {
      throw withBearerChallenge(error);
    });
    c.set('apiCaller', caller);
    await next();
  };
}
