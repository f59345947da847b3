import { DEFAULT_PREFERENCES, type Preferences } from '../../../shared/practice/preferences';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { fromDbBoolean } from '../../db/column-types';
import { findSoundtrack } from '../../db/repositories/content-catalog-repository';
import { findPreferences, upsertPreferences } from '../../db/repositories/preferences-repository';
import { DomainError } from '../domain-error';
import { assertMemberMayUse } from '../plans/premium-access';
import type { PracticeContext } from './practice-context';

/** The member's session length, soundtrack and intro choice: the defaults until first saved. */
export async function readPreferences(ctx: PracticeContext, userId: string): Promise<Preferences> {
  const row = await findPreferences(ctx.db, userId);
  if (!row) return DEFAULT_PREFERENCES;
  return {
    sessionLength: row.session_length_minutes,
    soundtrackId: row.soundtrack_id,
    introShown: fromDbBoolean(row.intro_shown),
  };
}

/**
 * Stores the preferences whole and answers them as stored. The soundtrack must exist (invalid)
 * and be one the member's plan opens (forbidden).
 */
export async function savePreferences(
  ctx: PracticeContext,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  if (preferences.soundtrackId !== null) {
    const soundtrack = await findSoundtrack(ctx.db, preferences.soundtrackId);
    if (!soundtrack) {
      throw new DomainError(
        'invalid',
        practiceMessages.unknownSoundtrack,
        practiceErrorCodes.validationFailed,
      );
    }
    await assertMemberMayUse(ctx, userId, [soundtrack]);
  }
  await upsertPreferences(ctx.db, userId, preferences, ctx.clock.nowMs());
  return readPreferences(ctx, userId);
}
