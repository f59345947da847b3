import type { HttpBindings } from '@hono/node-server';
import type { Logger } from '../logger';

/** Hono's environment for this app. Bindings are partial because `app.request()` in tests has no socket. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** The app logger bound to this request's id. */
    logger: Logger;
  };
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
