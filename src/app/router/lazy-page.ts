import { routeModules, type RouteModule, type RoutePath } from './route-modules';
import { withChunkReload } from './with-chunk-reload';

const guarded = new Map<RoutePath, () => Promise<RouteModule>>();

/** The route `lazy` for a page: its importer behind the chunk-reload guard (one per path). */
export function lazyPage(path: RoutePath): () => Promise<RouteModule> {
  let lazy = guarded.get(path);
  if (!lazy) {
    lazy = withChunkReload(routeModules[path]);
    guarded.set(path, lazy);
  }
  return lazy;
}
