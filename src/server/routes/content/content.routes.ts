import { Hono } from 'hono';
import { ImagesQuerySchema } from '../../../shared/content/content-responses';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';
import { queryParams } from '../../http/validate';
import {
  catalogueCategories,
  catalogueImage,
  catalogueImages,
  catalogueSoundtracks,
} from '../../services/content/member-catalogue';
import type { PracticeContext } from '../../services/practice/practice-context';
import { createContentAssetRoutes } from './content-assets.routes';
import { createContentPreviewRoutes } from './content-preview.routes';

/**
 * /api/content: the meditation catalogue for signed-in members. Answers carry asset URLs for the
 * member's plan (premium ones signed), so they are private and revalidated on every use; the
 * asset files set their own caching, and so does the public preview of the free catalogue.
 */
export function createContentRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  return new Hono<AppEnv>()
    .route('/preview', createContentPreviewRoutes(ctx))
    .use(cacheControl('private, no-cache'))
    .get('/categories', member, async (c) => c.json({ items: await catalogueCategories(ctx) }))
    .get('/images', member, queryParams(ImagesQuerySchema), async (c) =>
      c.json({ items: await catalogueImages(ctx, c.var.user.id, c.req.valid('query').category) }),
    )
    .get('/images/:id', member, async (c) =>
      c.json(await catalogueImage(ctx, c.var.user.id, c.req.param('id'))),
    )
    .get('/soundtracks', member, async (c) =>
      c.json({ items: await catalogueSoundtracks(ctx, c.var.user.id) }),
    )
    .route('/assets', createContentAssetRoutes(ctx));
}
