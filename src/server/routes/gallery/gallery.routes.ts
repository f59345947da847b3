import { Hono } from 'hono';
import { GalleryQuerySchema, type GalleryPage } from '../../../shared/practice/artwork';
import { GALLERY_PAGE_SIZE } from '../../../shared/practice/practice-limits';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import {
  deleteOwnArtwork,
  findArtworkThumbnail,
  findOwnArtworkDocument,
  findOwnArtworkMeta,
  listOwnArtworks,
} from '../../db/repositories/artworks-repository';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { binaryResponse } from '../../http/binary-response';
import { saveBody } from '../../http/save-body';
import { saveBodyLimit } from '../../http/save-body-limit';
import { queryParams } from '../../http/validate';
import { decodeCursor, encodeCursor } from '../../services/practice/gallery-cursor';
import type { PracticeContext } from '../../services/practice/practice-context';
import { SignedQuerySchema, signedCacheControl } from '../../services/signed-urls/url-signer';
import { presentArtwork } from '../../services/practice/present-artwork';
import { saveDrawing } from '../../services/practice/save-drawing';
import { limitSaves } from '../../services/practice/save-rate-limit';

const notFound = () => new ApiError(404, practiceMessages.artworkNotFound, practiceErrorCodes.notFound);

/**
 * /api/gallery: the member's artworks (session drawings and free drawings). Every lookup is by
 * id AND owner, so another member's artwork answers 404 exactly like a missing one.
 */
export function createGalleryRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  return (
    new Hono<AppEnv>()
      .post(
        '/',
        member,
        limitSaves(ctx.rateLimit),
        saveBodyLimit,
        saveBody(ctx.saveBodies, 'drawing'),
        async (c) => {
          const { status, body } = await saveDrawing(ctx, c.var.user.id, c.req.valid('json'));
          if (status === 200) c.header('Idempotent-Replayed', 'true');
          return c.json(body, status);
        },
      )
      .get('/', member, queryParams(GalleryQuerySchema), async (c) => {
        const { cursor, limit = GALLERY_PAGE_SIZE } = c.req.valid('query');
        const after = cursor === undefined ? undefined : decodeCursor(cursor);
        if (cursor !== undefined && !after)
          throw new ApiError(400, practiceMessages.invalidCursor, practiceErrorCodes.validationFailed);
        // One extra row tells whether another page follows.
        const rows = await listOwnArtworks(ctx.db, c.var.user.id, after, limit + 1);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const body: GalleryPage = {
          items: await Promise.all(page.map((row) => presentArtwork(row, ctx.urls))),
          nextCursor:
            rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
        };
        c.header('Cache-Control', 'private, no-store');
        return c.json(body);
      })
      .get('/:id', member, async (c) => {
        const userId = c.var.user.id;
        const id = c.req.param('id');
        const [meta, document] = await Promise.all([
          findOwnArtworkMeta(ctx.db, userId, id),
          findOwnArtworkDocument(ctx.db, userId, id),
        ]);
        if (!meta || document === undefined) throw notFound();
        const artwork = await presentArtwork(meta, ctx.urls);
        c.header('Cache-Control', 'private, no-store');
        c.header('Content-Type', 'application/json; charset=UTF-8');
        // ArtworkDetail. The document is JSON this server wrote after validating it: splicing the
        // stored text in spares parsing and re-serialising up to 32 MB per request.
        return c.body(`{"artwork":${JSON.stringify(artwork)},"document":${document}}`);
      })
      .delete('/:id', member, async (c) => {
        if (!(await deleteOwnArtwork(ctx.db, c.var.user.id, c.req.param('id')))) throw notFound();
        return c.body(null, 204);
      })
      // For <img src>: no bearer token, so the signature (handed only to the owner) is the gate.
      .get('/:id/thumbnail', queryParams(SignedQuerySchema), async (c) => {
        const id = c.req.param('id');
        const query = c.req.valid('query');
        if (!(await ctx.urls.verify('thumbnail', id, query))) {
          throw new ApiError(403, practiceMessages.assetLinkInvalid, practiceErrorCodes.signatureInvalid);
        }
        const thumbnail = await findArtworkThumbnail(ctx.db, id);
        if (thumbnail === undefined) throw notFound();
        // Artworks never change, so the id is a sufficient validator.
        return binaryResponse(c, {
          body: Buffer.from(thumbnail, 'base64'),
          contentType: 'image/png',
          etag: id,
          cacheControl: signedCacheControl(query),
        });
      })
  );
}
