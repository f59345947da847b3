import { randomUUID } from 'node:crypto';
import type { SaveDrawingResponse } from '../../../shared/practice/artwork';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { nowMs } from '../../clock';
import { findOwnArtworkMeta, insertArtwork } from '../../db/repositories/artworks-repository';
import { ApiError } from '../../http/api-error';
import { artworkRow } from './artwork-row';
import type { PracticeContext } from './practice-context';
import { presentArtwork } from './present-artwork';
import type { PreparedSave } from './save-body-prepare';
import { documentPartsStage } from './save-document-stage';
import { saveIdempotently } from './save-idempotently';
import { assertRoomFor } from './save-quotas';
import type { SaveResult } from './save-session';

/** Adds a free drawing to the member's gallery, once per idempotency key, within the member's quotas. */
export async function saveDrawing(
  ctx: PracticeContext,
  userId: string,
  { fields, artwork: prepared, requestHash }: PreparedSave<'drawing'>,
): Promise<SaveResult<SaveDrawingResponse>> {
  const artworkId = randomUUID();
  const outcome = await saveIdempotently(
    ctx.db,
    {
      userId,
      idempotencyKey: fields.idempotencyKey,
      scope: 'drawing',
      requestHash,
      ids: { artworkId, sessionId: null },
    },
    {
      check: async () => {},
      stage: documentPartsStage(ctx.db, { artworkId, userId }, prepared),
      create: async (trx) => {
        await assertRoomFor(trx, ctx.quotas, userId, {
          artworkBytes: prepared.sizeBytes,
          addsSession: false,
        });
        const time = nowMs();
        await insertArtwork(
          trx,
          artworkRow({
            id: artworkId,
            userId,
            kind: 'drawing',
            title: fields.title ?? null,
            artwork: prepared,
            createdAt: time,
            savedAt: time,
          }),
        );
      },
    },
  );
  const artwork = await findOwnArtworkMeta(ctx.db, userId, outcome.ids.artworkId);
  // A replay after the member deleted the drawing: there is nothing left to answer with.
  if (!artwork) throw new ApiError(404, practiceMessages.artworkNotFound, practiceErrorCodes.notFound);
  return { status: outcome.created ? 201 : 200, body: { artwork: await presentArtwork(artwork, ctx.urls) } };
}
