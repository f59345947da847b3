import { Hono } from 'hono';
import { PreferencesSchema } from '../../../shared/practice/preferences';
import type { AppEnv } from '../../http/app-env';
import { privateNoStore } from '../../http/cache-control';
import { jsonBody } from '../../http/validate';
import { readPreferences, savePreferences } from '../../services/practice/member-preferences';
import type { PracticeContext } from '../../services/practice/practice-context';

/** /api/preferences: the member's session length, soundtrack and intro choice (defaults until saved). */
export function createPreferencesRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  return new Hono<AppEnv>()
    .use(privateNoStore)
    .get('/', member, async (c) => c.json(await readPreferences(ctx, c.var.user.id)))
    .put('/', member, jsonBody(PreferencesSchema), async (c) =>
      c.json(await savePreferences(ctx, c.var.user.id, c.req.valid('json'))),
    );
}
