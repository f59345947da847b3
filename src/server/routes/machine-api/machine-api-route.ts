import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ApiScope } from '../../../shared/admin/service-accounts';
import { apiErrorSchema } from '../../../shared/machine-api/v1-schemas';
import { requireApiToken } from '../../http/require-api-token';
import type { AuthContext } from '../../services/auth/auth-context';

/** The name of the bearer scheme in the OpenAPI document. */
export const apiTokenScheme = 'apiToken';

const errorContent = { 'application/json': { schema: apiErrorSchema } };

/** The answers every machine API call may give besides its own. */
const errorResponses = {
  400: { description: 'Invalid input; the message names each bad field', content: errorContent },
  401: {
    description: 'No token, or one expired, revoked or of a deactivated account',
    content: errorContent,
  },
  403: { description: 'The token lacks the scope, or the address is not allowed', content: errorContent },
} as const;

/**
 * A machine API route guarded by one scope: the token is checked before any input is read, and
 * the scope is listed in the document as the bearer scheme's requirement (OpenAPI 3.1).
 */
export function machineApiRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(
  auth: AuthContext,
  scope: ApiScope,
  route: R,
) {
  return createRoute({
    ...route,
    description: `${route.description ?? ''} Needs a token with the scope \`${scope}\`.`.trim(),
    security: [{ [apiTokenScheme]: [scope] }],
    middleware: [requireApiToken(auth, scope)] as const,
    responses: { ...errorResponses, ...route.responses },
  });
}
