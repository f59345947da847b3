import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { isAppPath } from '../../../shared/routes/app-paths';
import { isApiPath, type AppEnv } from '../../http/app-env';

/**
 * Files of the build that no page loads: dot-folders and dot-files (Vite's `.vite/manifest.json`,
 * the build stamp `.source-hash`), source maps and build-info.json. The server and the benchmarks
 * read them from disk; served, they would hand anyone the module graph and our sources.
 * `.well-known` stays servable, as the place the web looks for a site's own files.
 */
function isBuildInternal(path: string): boolean {
  // Hono has decoded the path already ('%2e' is '.'); serveStatic refuses encoded separators.
  return (
    path.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known') ||
    /\.map$/i.test(path) ||
    path === '/build-info.json'
  );
}

/** Built assets carry the build version in their path, so a given URL never changes content. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves a file of the client build with the given Cache-Control, or undefined when there is
 * none. serveStatic resolves the path under `staticDir` and refuses traversal (`..`, encoded
 * separators, backslashes). The build writes .br and .gz beside each compressible file, and
 * serveStatic picks the one the request accepts; every answer varies by Accept-Encoding, so a
 * shared cache never hands a compressed body to a client that cannot read it.
 */
async function serveFile(
  c: Context<AppEnv>,
  staticDir: string,
  cacheControl: string,
  path?: string,
): Promise<Response | undefined> {
  if (!existsSync(staticDir)) return undefined;
  const response = await serveStatic<AppEnv>({ root: staticDir, path, precompressed: true })(
    c,
    async () => {},
  );
  if (!(response instanceof Response)) return undefined;
  response.headers.set('Cache-Control', cacheControl);
  if (!/\baccept-encoding\b/i.test(response.headers.get('Vary') ?? '')) {
    response.headers.append('Vary', 'Accept-Encoding');
  }
  return response;
}

/**
 * The client build: versioned assets cached for a year, other files (service worker, icons,
 * robots.txt, the manifest) revalidated, and index.html — never cached, so a deploy takes effect
 * on the next load — for every other GET, which lets the client router handle deep links and
 * its own 404 page. A path the client has no page for gets that 404 page with status 404.
 */
export function createStaticRoutes(staticDir: string) {
  return new Hono<AppEnv>()
    .get('/assets/*', async (c) =>
      isBuildInternal(c.req.path)
        ? c.notFound()
        : ((await serveFile(c, staticDir, immutable)) ?? c.notFound()),
    )
    .get('*', async (c) => {
      const path = c.req.path;
      if (isApiPath(path) || isBuildInternal(path)) return c.notFound();
      const isPage = isAppPath(path) || path === '/index.html';
      // A path ending in '/' would make serveStatic look for an index file inside a folder.
      const file = isPage || path.endsWith('/') ? undefined : await serveFile(c, staticDir, 'no-cache');
      if (file) return file;
      const index = await serveFile(c, staticDir, 'no-store', 'index.html');
      if (!index) {
        c.header('Cache-Control', 'no-store');
        return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
      }
      return isPage ? index : new Response(index.body, { status: 404, headers: index.headers });
    });
}
