import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { SaveDrawingRequestSchema, SaveDrawingResponse } from '../../../shared/practice/artwork';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { nowMs } from '../../clock';
import { findOwnArtworkMeta, insertArtwork } from '../../db/repositories/artworks-repository';
import { ApiError } from '../../http/api-error';
import { artworkRow } from './artwork-row';
import type { PracticeContext } from './practice-context';
import { presentArtwork } from './present-artwork';
import { saveIdempotently } from './save-idempotently';
import type { SaveResult } from './save-session';

type SaveDrawingBody = z.output<typeof SaveDrawingRequestSchema>;

/** Adds a free drawing to the member's gallery, once per idempotency key. */
export async function saveDrawing(
  ctx: PracticeContext,
  userId: string,
  body: SaveDrawingBody,
): Promise<SaveResult<SaveDrawingResponse>> {
  const { idempotencyKey, ...request } = body;
  const artworkId = randomUUID();
  const outcome = await saveIdempotently(
    ctx.db,
    { userId, idempotencyKey, scope: 'drawing', body: request, ids: { artworkId, sessionId: null } },
    async () => {},
    async (trx) => {
      const time = nowMs();
      await insertArtwork(
        trx,
        artworkRow({
          id: artworkId,
          userId,
          kind: 'drawing',
          title: body.title ?? null,
          document: body.document,
          thumbnail: body.thumbnail,
          createdAt: time,
          savedAt: time,
        }),
      );
    },
  );
  const artwork = await findOwnArtworkMeta(ctx.db, userId, outcome.ids.artworkId);
  // A replay after the member deleted the drawing: there is nothing left to answer with.
  if (!artwork) throw new ApiError(404, practiceMessages.artworkNotFound, practiceErrorCodes.notFound);
  return { status: outcome.created ? 201 : 200, body: { artwork: await presentArtwork(artwork, ctx.urls) } };
}
