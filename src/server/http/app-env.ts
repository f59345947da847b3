import type { HttpBindings } from '@hono/node-server';
import type { Span } from '@opentelemetry/api';
import type { Role } from '../../shared/auth/roles';
import type { Logger } from '../logger';

/** Hono's environment for this app. Bindings are partial because `app.request()` in tests has no socket. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** The app logger bound to this request's id (and trace ids when traced). */
    logger: Logger;
    /** This request's server span, set only when tracing is on (ADR 022). */
    span?: Span;
  };
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The signed-in caller, set by requireAuth from the access token and the live session. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** The sign-in session (refresh family) the access token belongs to. */
  sessionId: string;
}

/** AppEnv behind requireAuth. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: AuthUser };
}
