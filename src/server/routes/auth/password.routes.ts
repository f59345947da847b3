import { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '../../../shared/auth/auth-requests';
import { authMessages } from '../../../shared/auth/auth-messages';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { requestLocale } from '../../http/request-locale';
import { requireAuth } from '../../http/require-auth';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { changePassword } from '../../services/auth/password-change';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';

/** Forgotten, reset and changed passwords. */
export function createPasswordRoutes(ctx: AuthContext) {
  return new Hono<AppEnv>()
    .post('/forgot-password', jsonBody(forgotPasswordRequestSchema), async (c) => {
      const ip = clientIp(c, ctx.env.TRUST_PROXY);
      await requestPasswordReset(ctx, c.req.valid('json').email, ip, requestLocale(c));
      return c.json({ message: authMessages.resetEmailSent });
    })
    .post('/reset-password', jsonBody(resetPasswordRequestSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      await resetPassword(ctx, token, password);
      return c.body(null, 204);
    })
    .post('/change-password', requireAuth(ctx), jsonBody(changePasswordRequestSchema), async (c) => {
      await changePassword(ctx, c.var.user, c.req.valid('json'));
      return c.body(null, 204);
    });
}
