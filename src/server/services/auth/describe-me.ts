import type { MeResponse } from '../../../shared/auth/auth-responses';
import { oauthProviders } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { fromDbBoolean } from '../../db/column-types';
import { listIdentityProviders } from '../../db/repositories/identities-repository';
import { findUserById } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import type { AuthContext } from './auth-context';

/** GET /api/auth/me: the account as the client shows it; never the hashes or secrets. */
export async function describeMe(ctx: AuthContext, userId: string): Promise<MeResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new DomainError('unauthenticated', authMessages.unauthorized, authErrorCodes.unauthorized);
  const providers = await listIdentityProviders(ctx.db, userId);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: user.display_name,
    role: user.role,
    twoFactorEnabled: fromDbBoolean(user.two_factor_enabled),
    hasPassword: user.password_hash !== null,
    providers: oauthProviders.filter((provider) => providers.includes(provider)),
    createdAt: new Date(user.created_at).toISOString(),
  };
}
