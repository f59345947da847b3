import { Hono } from 'hono';
import { GalleryQuerySchema } from '../../../shared/practice/artwork';
import type { AppEnv } from '../../http/app-env';
import { binaryResponse } from '../../http/binary-response';
import { privateNoStore } from '../../http/cache-control';
import { saveBody } from '../../http/save-body';
import { saveBodyLimit } from '../../http/save-body-limit';
import { queryParams } from '../../http/validate';
import {
  artworkDetailJson,
  artworkThumbnail,
  deleteArtwork,
  galleryPage,
} from '../../services/practice/gallery';
import type { PracticeContext } from '../../services/practice/practice-context';
import { SignedQuerySchema } from '../../services/signed-urls/url-signer';
import { saveDrawing } from '../../services/practice/save-drawing';
import { limitSaves } from '../../services/practice/save-rate-limit';

/** /api/gallery: the member's artworks (session drawings and free drawings). */
export function createGalleryRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  return (
    new Hono<AppEnv>()
      .use(privateNoStore)
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
      .get('/', member, queryParams(GalleryQuerySchema), async (c) =>
        c.json(await galleryPage(ctx, c.var.user.id, c.req.valid('query'))),
      )
      .get('/:id', member, async (c) => {
        const detail = await artworkDetailJson(ctx, c.var.user.id, c.req.param('id'));
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(detail);
      })
      .delete('/:id', member, async (c) => {
        await deleteArtwork(ctx, c.var.user.id, c.req.param('id'));
        return c.body(null, 204);
      })
      // For <img src>: no bearer token, so the signature (handed only to the owner) is the gate.
      .get('/:id/thumbnail', queryParams(SignedQuerySchema), async (c) => {
        const id = c.req.param('id');
        const query = c.req.valid('query');
        // Artworks never change, so the id is a sufficient validator.
        return binaryResponse(c, {
          body: await artworkThumbnail(ctx, id, query),
          contentType: 'image/png',
          etag: id,
          cacheControl: ctx.urls.cacheControl(query),
        });
      })
  );
}
