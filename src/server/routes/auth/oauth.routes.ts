import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { oauthProviders } from '../../../shared/auth/auth-responses';
import { authErrorCodes } from '../../../shared/auth/auth-messages';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import type { AuthContext } from '../../services/auth/auth-context';
import { rateLimitRules } from '../../services/auth/rate-limiter';
import { callbackParamsSchema } from '../../services/oauth/callback-params';
import { finishAuthorization, holdFormPost, startAuthorization } from '../../services/oauth/oauth-flow';
import { enabledProviders, providerSettings } from '../../services/oauth/oauth-providers';
import { setBrowserSecret, takeBrowserSecret } from './oauth-browser-cookie';

const providerParam = z.enum(oauthProviders);

/** Google and Apple sign-in, run by the server (authorization code flow with PKCE). */
export function createOAuthRoutes(ctx: AuthContext) {
  const appUrl = ctx.env.APP_URL;
  const settingsOf = (c: Context<AppEnv>) => {
    const provider = providerParam.safeParse(c.req.param('provider'));
    const settings = provider.success ? providerSettings(ctx.env, provider.data) : undefined;
    if (!settings) throw new ApiError(404, 'This sign-in provider is not available', authErrorCodes.notFound);
    return settings;
  };
  return (
    new Hono<AppEnv>()
      .get('/oauth/providers', (c) => c.json({ providers: enabledProviders(ctx.env) }))
      .get('/oauth/:provider/start', async (c) => {
        const settings = settingsOf(c);
        await ctx.rateLimit(rateLimitRules.oauthStartPerIp, clientIp(c, ctx.env.TRUST_PROXY));
        const { url, browserSecret } = await startAuthorization(ctx, settings);
        setBrowserSecret(c, appUrl, settings.provider, browserSecret);
        return c.redirect(url, 302);
      })
      .get('/oauth/:provider/callback', async (c) => {
        const settings = settingsOf(c);
        const query = callbackParamsSchema.parse(c.req.query());
        const browserSecret = takeBrowserSecret(c, appUrl, settings.provider);
        return c.redirect(await finishAuthorization(ctx, settings, query, browserSecret), 302);
      })
      // Apple's form_post: a cross-site form POST, which is why jsonBody (JSON only) is not used
      // here, and why it carries no cookie: 303 turns it into the GET above, which does.
      .post('/oauth/:provider/callback', async (c) => {
        const settings = settingsOf(c);
        const form = callbackParamsSchema.parse(await c.req.parseBody());
        return c.redirect(await holdFormPost(ctx, settings, form), 303);
      })
  );
}
