import { Hono } from 'hono';
import { ImagesQuerySchema } from '../../../shared/content/content-responses';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { fromDbBoolean } from '../../db/column-types';
import {
  findImage,
  listCategories,
  listImages,
  listSoundtracks,
} from '../../db/repositories/content-catalog-repository';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { queryParams } from '../../http/validate';
import {
  presentCategory,
  presentImage,
  presentSoundtrack,
  type Viewer,
} from '../../services/content/present-content';
import { memberHasPremium } from '../../services/plans/member-plan';
import type { PracticeContext } from '../../services/practice/practice-context';
import { createContentAssetRoutes } from './content-assets.routes';

/**
 * /api/content: the meditation catalogue for signed-in members. Answers carry asset URLs for the
 * member's plan (premium ones signed), so they are private and revalidated on every use.
 */
export function createContentRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  const viewer = async (userId: string): Promise<Viewer> => ({
    hasPremium: await memberHasPremium(ctx.db, userId),
    urls: ctx.urls,
  });
  return new Hono<AppEnv>()
    .get('/categories', member, async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items: (await listCategories(ctx.db)).map(presentCategory) });
    })
    .get('/images', member, queryParams(ImagesQuerySchema), async (c) => {
      const { category } = c.req.valid('query');
      const who = await viewer(c.var.user.id);
      const rows = await listImages(ctx.db, category);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items: await Promise.all(rows.map((row) => presentImage(row, who))) });
    })
    .get('/images/:id', member, async (c) => {
      const row = await findImage(ctx.db, c.req.param('id'));
      if (!row) throw new ApiError(404, practiceMessages.unknownImage, practiceErrorCodes.notFound);
      const who = await viewer(c.var.user.id);
      if (fromDbBoolean(row.premium) && !who.hasPremium) {
        throw new ApiError(403, practiceMessages.premiumRequired, practiceErrorCodes.premiumRequired);
      }
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await presentImage(row, who));
    })
    .get('/soundtracks', member, async (c) => {
      const who = await viewer(c.var.user.id);
      const rows = await listSoundtracks(ctx.db);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items: await Promise.all(rows.map((row) => presentSoundtrack(row, who))) });
    })
    .route('/assets', createContentAssetRoutes(ctx));
}
