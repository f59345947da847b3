import { Hono } from 'hono';
import {
  DEFAULT_PREFERENCES,
  PreferencesSchema,
  type Preferences,
} from '../../../shared/practice/preferences';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { fromDbBoolean } from '../../db/column-types';
import { findSoundtrack } from '../../db/repositories/content-catalog-repository';
import { findPreferences, upsertPreferences } from '../../db/repositories/preferences-repository';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { jsonBody } from '../../http/validate';
import { memberHasPremium } from '../../services/plans/member-plan';
import type { PracticeContext } from '../../services/practice/practice-context';

async function readPreferences(ctx: PracticeContext, userId: string): Promise<Preferences> {
  const row = await findPreferences(ctx.db, userId);
  if (!row) return DEFAULT_PREFERENCES;
  return {
    sessionLength: row.session_length_minutes,
    soundtrackId: row.soundtrack_id,
    introShown: fromDbBoolean(row.intro_shown),
  };
}

/** /api/preferences: the member's session length, soundtrack and intro choice (defaults until saved). */
export function createPreferencesRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  return new Hono<AppEnv>()
    .get('/', member, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await readPreferences(ctx, c.var.user.id));
    })
    .put('/', member, jsonBody(PreferencesSchema), async (c) => {
      const preferences = c.req.valid('json');
      if (preferences.soundtrackId !== null) {
        const soundtrack = await findSoundtrack(ctx.db, preferences.soundtrackId);
        if (!soundtrack)
          throw new ApiError(400, practiceMessages.unknownSoundtrack, practiceErrorCodes.validationFailed);
        if (fromDbBoolean(soundtrack.premium) && !(await memberHasPremium(ctx.db, c.var.user.id))) {
          throw new ApiError(403, practiceMessages.premiumRequired, practiceErrorCodes.premiumRequired);
        }
      }
      await upsertPreferences(ctx.db, c.var.user.id, preferences);
      return c.json(await readPreferences(ctx, c.var.user.id));
    });
}
