import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';
import { contentPreview } from '../../services/content/content-preview';
import type { PracticeContext } from '../../services/practice/practice-context';

/**
 * GET /api/content/preview: the free catalogue for the public pages. The same for everyone and
 * holding only free items, so shared caches may keep it for a few minutes.
 */
export function createContentPreviewRoutes(ctx: PracticeContext) {
  return new Hono<AppEnv>()
    .use(cacheControl('public, max-age=300'))
    .get('/', async (c) => c.json(await contentPreview(ctx)));
}
