import { randomUUID } from 'node:crypto';
import type { SaveDrawingResponse } from '../../../shared/practice/artwork';
import { findOwnArtworkMeta, insertArtwork } from '../../db/repositories/artworks-repository';
import { artworkRow } from './artwork-row';
import { artworkNotFound } from './gallery';
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
    ctx,
    {
      userId,
      idempotencyKey: fields.idempotencyKey,
      scope: 'drawing',
      requestHash,
      ids: { artworkId, sessionId: null },
    },
    {
      check: async () => {},
      stage: documentPartsStage(ctx, { artworkId, userId }, prepared),
      create: async (trx) => {
        await assertRoomFor(trx, ctx.quotas, userId, {
          artworkBytes: prepared.sizeBytes,
          addsSession: false,
        });
        const time = ctx.clock.nowMs();
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
  if (!artwork) throw artworkNotFound();
  return { status: outcome.created ? 201 : 200, body: { artwork: await presentArtwork(artwork, ctx.urls) } };
}
