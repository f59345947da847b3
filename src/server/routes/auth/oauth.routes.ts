import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { oauthProviders } from '../../../shared/auth/auth-responses';
import { authErrorCodes } from '../../../shared/auth/auth-messages';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import type { AuthContext } from '../../services/auth/auth-context';
import { finishAuthorization, startAuthorization } from '../../services/oauth/oauth-flow';
import { enabledProviders, providerSettings } from '../../services/oauth/oauth-providers';

const providerParam = z.enum(oauthProviders);

/** What the provider sent back: only short string fields are kept (the rest is not ours to read). */
const callbackParams = z
  .record(z.string(), z.unknown())
  .transform((raw) =>
    Object.fromEntries(
      Object.entries(raw).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 8192,
      ),
    ),
  );

/** Google and Apple sign-in, run by the server (authorization code flow with PKCE). */
export function createOAuthRoutes(ctx: AuthContext) {
  const settingsOf = (c: Context<AppEnv>) => {
    const provider = providerParam.safeParse(c.req.param('provider'));
    const settings = provider.success ? providerSettings(ctx.env, provider.data) : undefined;
    if (!settings) throw new ApiError(404, 'This sign-in provider is not available', authErrorCodes.notFound);
    return settings;
  };
  const finish = async (c: Context<AppEnv>, raw: unknown) => {
    const params = callbackParams.parse(raw);
    return c.redirect(await finishAuthorization(ctx, settingsOf(c), params), 302);
  };
  return (
    new Hono<AppEnv>()
      .get('/oauth/providers', (c) => c.json({ providers: enabledProviders(ctx.env) }))
      .get('/oauth/:provider/start', async (c) =>
        c.redirect(await startAuthorization(ctx, settingsOf(c)), 302),
      )
      .get('/oauth/:provider/callback', async (c) => finish(c, c.req.query()))
      // Apple's form_post: a cross-site form POST, which is why jsonBody (JSON only) is not used here.
      .post('/oauth/:provider/callback', async (c) => finish(c, await c.req.parseBody()))
  );
}
