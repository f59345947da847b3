import type { EscalationMode, StepUpMethod } from '../../../shared/auth/escalation';
import { fromDbBoolean } from '../../db/column-types';
import { listIdentityProviders } from '../../db/repositories/identities-repository';
import type { UserRow } from '../../db/repositories/users-repository';
import { enabledProviders } from '../oauth/oauth-providers';
import type { AuthContext } from './auth-context';

/**
 * The ways `user` can pass a step-up of `mode`, best first; undefined for the modes that need no
 * credential (justification, acknowledge). An account with a password gives the password, never
 * something weaker. One without (made by Google or Apple sign-in) gives a two-factor code when
 * two-factor is on, or signs in again with a linked provider that is still configured, so its
 * password step-up never dead-ends (ADR 013). A two-factor step-up without two-factor on has no
 * way: empty, and the 403 says to turn two-factor on first.
 */
export async function stepUpMethods(
  ctx: AuthContext,
  user: UserRow,
  mode: EscalationMode,
): Promise<StepUpMethod[] | undefined> {
  const twoFactor = fromDbBoolean(user.two_factor_enabled);
  switch (mode) {
    case '2fa':
      return twoFactor ? ['2fa'] : [];
    case 'password': {
      if (user.password_hash !== null) return ['password'];
      const linked = await listIdentityProviders(ctx.db, user.id);
      const providers = enabledProviders(ctx.env).filter((provider) => linked.includes(provider));
      return [...(twoFactor ? (['2fa'] as const) : []), ...providers];
    }
    case 'justification':
    case 'acknowledge':
      return undefined;
  }
}
