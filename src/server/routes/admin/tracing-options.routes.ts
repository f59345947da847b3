import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AuthContext } from '../../services/auth/auth-context';
import { createTracingOptionsContext } from '../../services/tracing-options/tracing-options-context';
import { createContentCategoriesRoutes } from './tracing-options-categories.routes';
import { createContentImagesRoutes } from './tracing-options-images.routes';
import { createContentSoundtracksRoutes } from './tracing-options-soundtracks.routes';

/**
 * /api/admin/content (admin and editor): the meditation catalogue of /manage/tracing-options.
 * Every change is audited (area 'tracing-options') in its own transaction; uploads are checked
 * by content, sanitised (SVG) and stored under generated names in DATA_DIR/uploads (ADR 019).
 */
export function createTracingOptionsRoutes(auth: AuthContext) {
  const ctx = createTracingOptionsContext(auth);
  return new Hono<AppEnv>()
    .route('/categories', createContentCategoriesRoutes(auth, ctx))
    .route('/images', createContentImagesRoutes(auth, ctx))
    .route('/soundtracks', createContentSoundtracksRoutes(auth, ctx));
}
