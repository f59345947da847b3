import { Hono } from 'hono';
import { twoFactorSetupVerifyRequestSchema } from '../../../shared/auth/auth-requests';
import type { AppEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import { requireEscalation } from '../../http/require-escalation';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
} from '../../services/auth/two-factor-setup';

/**
 * Two-factor set-up and removal. Starting set-up, removing it and renewing recovery codes need a
 * password step-up: otherwise a stolen access token could turn two-factor on, keep the recovery
 * codes and lock the owner out. Confirming set-up needs none: it only completes the secret that
 * a stepped-up /2fa/enable minted.
 */
export function createTwoFactorRoutes(ctx: AuthContext) {
  const auth = requireAuth(ctx);
  const securitySettings = requireEscalation(ctx, 'security-settings');
  return new Hono<AppEnv>()
    .post('/2fa/enable', auth, securitySettings, async (c) =>
      c.json(await beginTwoFactorSetup(ctx, c.var.user.id)),
    )
    .post('/2fa/verify', auth, jsonBody(twoFactorSetupVerifyRequestSchema), async (c) =>
      c.json({ recoveryCodes: await confirmTwoFactorSetup(ctx, c.var.user.id, c.req.valid('json').code) }),
    )
    .post('/2fa/disable', auth, securitySettings, async (c) => {
      await disableTwoFactor(ctx, c.var.user.id);
      return c.body(null, 204);
    })
    .post('/2fa/recovery-codes', auth, securitySettings, async (c) =>
      c.json({ recoveryCodes: await regenerateRecoveryCodes(ctx, c.var.user.id) }),
    );
}
