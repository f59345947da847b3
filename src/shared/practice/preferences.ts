import { z } from 'zod';
import { ContentIdSchema } from '../content/content-id';
import { RESEARCH_HINT_MINUTES, SESSION_LENGTH_MAX, SESSION_LENGTH_MIN } from './practice-limits';

/** The client says the same (preferences.sessionLengthInvalid): one rule, one sentence. */
const sessionLengthInvalid = `Session length must be ${SESSION_LENGTH_MIN}–${SESSION_LENGTH_MAX} whole minutes`;

/** GET /api/preferences answers it; PUT /api/preferences takes it whole and answers the stored value. */
export const PreferencesSchema = z.object({
  /** Whole minutes, 1–120: refused otherwise, never rounded or clamped. */
  sessionLength: z
    .number(sessionLengthInvalid)
    .int(sessionLengthInvalid)
    .min(SESSION_LENGTH_MIN, sessionLengthInvalid)
    .max(SESSION_LENGTH_MAX, sessionLengthInvalid),
  /** The soundtrack the flow preselects; null until the member picks one (the flow then takes the first listed). */
  soundtrackId: ContentIdSchema.nullable(),
  /** True once the member dismissed the intro for good: the flow skips it. */
  introShown: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** What a member who never saved preferences gets: the research hint's 10 minutes, no soundtrack yet. */
export const DEFAULT_PREFERENCES: Preferences = {
  sessionLength: RESEARCH_HINT_MINUTES,
  soundtrackId: null,
  introShown: false,
};
