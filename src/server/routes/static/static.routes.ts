import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { isApiPath, type AppEnv } from '../../http/app-env';

/** Built assets carry the build version in their path, so a given URL never changes content. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves a file of the client build with the given Cache-Control, or undefined when there is
 * none. serveStatic resolves the path under `staticDir` and refuses traversal (`..`, encoded
 * separators, backslashes).
 */
async function serveFile(
  c: Context<AppEnv>,
  staticDir: string,
  cacheControl: string,
): Promise<Response | undefined> {
  if (!existsSync(staticDir)) return undefined;
  const response = await serveStatic<AppEnv>({ root: staticDir })(c, async () => {});
  if (!(response instanceof Response)) return undefined;
  response.headers.set('Cache-Control', cacheControl);
  return response;
}

/**
 * The client build: versioned assets cached for a year, other files (service worker, icons)
 * revalidated, and index.html — never cached, so a deploy takes effect on the next load — for
 * every other GET, which lets the client router handle deep links and its own 404 page.
 */
export function createStaticRoutes(staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  return new Hono<AppEnv>()
    .get('/assets/*', async (c) => (await serveFile(c, staticDir, immutable)) ?? c.notFound())
    .get('*', async (c) => {
      if (isApiPath(c.req.path)) return c.notFound();
      const isIndex = c.req.path.endsWith('/') || c.req.path === '/index.html';
      const file = isIndex ? undefined : await serveFile(c, staticDir, 'no-cache');
      if (file) return file;
      c.header('Cache-Control', 'no-store');
      if (!existsSync(indexFile)) {
        return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
      }
      return c.html(await readFile(indexFile, 'utf8'));
    });
}
