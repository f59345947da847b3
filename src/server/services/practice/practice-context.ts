import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthedEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import type { AuthContext } from '../auth/auth-context';
import { createUrlSigner, type UrlSigner } from '../signed-urls/url-signer';

/** What the content, practice, preferences and gallery routes share. */
export interface PracticeContext {
  db: Kysely<DB>;
  /** Signs asset and thumbnail URLs for `<img>`/`<audio>`, which send no bearer token. */
  urls: UrlSigner;
  /** requireAuth: sets c.var.user or answers 401. */
  requireMember: MiddlewareHandler<AuthedEnv>;
}

export function createPracticeContext(auth: AuthContext): PracticeContext {
  return { db: auth.db, urls: createUrlSigner(auth.db), requireMember: requireAuth(auth) };
}
