import { randomUUID } from 'node:crypto';
import type { SaveSessionResponse } from '../../../shared/practice/practice-session';
import { MAX_FUTURE_SKEW_MS, MAX_SESSION_AGE_MS } from '../../../shared/practice/practice-limits';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { findOwnArtworkMeta, insertArtwork } from '../../db/repositories/artworks-repository';
import { findImage, findSoundtrack } from '../../db/repositories/content-catalog-repository';
import {
  findOwnPracticeSession,
  insertPracticeSession,
} from '../../db/repositories/practice-sessions-repository';
import { DomainError } from '../domain-error';
import { assertMemberMayUse } from '../plans/premium-access';
import { artworkRow } from './artwork-row';
import type { PracticeContext } from './practice-context';
import { emitPracticeEvents } from './practice-events';
import { presentArtwork, presentSession } from './present-artwork';
import type { PreparedSave } from './save-body-prepare';
import { documentPartsStage } from './save-document-stage';
import { saveIdempotently } from './save-idempotently';
import { assertRoomFor } from './save-quotas';
import { tallySession } from './tally-session';

export interface SaveResult<Body> {
  /** 201 when stored now, 200 when answering a replay. */
  status: 200 | 201;
  body: Body;
}

const invalid = (message: string) => new DomainError('invalid', message, practiceErrorCodes.validationFailed);

/**
 * Stores a finished meditation session and its artwork, once per idempotency key, within the
 * member's quotas. Client times are trusted within limits: the session may have waited offline,
 * but not more than 30 days, and it cannot end more than 5 minutes in the server's future.
 */
export async function saveSession(
  ctx: PracticeContext,
  userId: string,
  { fields: body, artwork: prepared, requestHash }: PreparedSave<'session'>,
): Promise<SaveResult<SaveSessionResponse>> {
  const startedAt = Date.parse(body.startedAt);
  const endedAt = Date.parse(body.endedAt);
  let imageTitle: string | null = null;

  const check = async () => {
    const now = ctx.clock.nowMs();
    if (endedAt > now + MAX_FUTURE_SKEW_MS) throw invalid(practiceMessages.sessionInFuture);
    if (startedAt < now - MAX_SESSION_AGE_MS) throw invalid(practiceMessages.sessionTooOld);
    const [image, soundtrack] = await Promise.all([
      findImage(ctx.db, body.imageId),
      findSoundtrack(ctx.db, body.soundtrackId),
    ]);
    if (!image) throw invalid(practiceMessages.unknownImage);
    if (!soundtrack) throw invalid(practiceMessages.unknownSoundtrack);
    await assertMemberMayUse(ctx, userId, [image, soundtrack]);
    imageTitle = image.title;
  };

  const ids = { artworkId: randomUUID(), sessionId: randomUUID() };
  const outcome = await saveIdempotently(
    ctx,
    { userId, idempotencyKey: body.idempotencyKey, scope: 'session', requestHash, ids },
    {
      check,
      stage: documentPartsStage(ctx, { artworkId: ids.artworkId, userId }, prepared),
      create: async (trx) => {
        await assertRoomFor(trx, ctx.quotas, userId, { artworkBytes: prepared.sizeBytes, addsSession: true });
        const savedAt = ctx.clock.nowMs();
        await insertArtwork(
          trx,
          artworkRow({
            id: ids.artworkId,
            userId,
            kind: 'session',
            title: imageTitle,
            artwork: prepared,
            // The gallery orders by when a drawing was made, even when it was saved later from the queue.
            createdAt: endedAt,
            savedAt,
          }),
        );
        await insertPracticeSession(trx, {
          id: ids.sessionId,
          user_id: userId,
          artwork_id: ids.artworkId,
          image_id: body.imageId,
          soundtrack_id: body.soundtrackId,
          started_at: startedAt,
          ended_at: endedAt,
          duration_ms: endedAt - startedAt,
          time_zone: body.timeZone,
          saved_at: savedAt,
        });
        const completed = {
          userId,
          sessionId: ids.sessionId,
          startedAt,
          durationMs: endedAt - startedAt,
          timeZone: body.timeZone,
          imageTitle,
        };
        const tallied = await tallySession(trx, userId, completed);
        await emitPracticeEvents({ db: trx, clock: ctx.clock }, completed, tallied);
      },
    },
  );

  const session =
    outcome.ids.sessionId === null
      ? undefined
      : await findOwnPracticeSession(ctx.db, userId, outcome.ids.sessionId);
  if (!session) throw new Error('A saved practice session is missing');
  const artwork =
    session.artwork_id === null ? undefined : await findOwnArtworkMeta(ctx.db, userId, session.artwork_id);
  return {
    status: outcome.created ? 201 : 200,
    body: {
      session: presentSession(session),
      artwork: artwork ? await presentArtwork(artwork, ctx.urls) : null,
    },
  };
}
