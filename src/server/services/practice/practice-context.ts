import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { AuthedEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import type { AuthContext } from '../auth/auth-context';
import type { RateLimiter } from '../auth/rate-limiter';
import { createUploadStore, type UploadStore } from '../content/upload-store';
import { createUrlSigner, type UrlSigner } from '../signed-urls/url-signer';
import { sharedSaveBodyParser, type SaveBodyParser } from './save-body-parser';
import { storageQuotas, type StorageQuotas } from './save-quotas';

/** What the content, practice, preferences and gallery routes share. */
export interface PracticeContext {
  db: Kysely<DB>;
  /** The app's clock (AuthContext.clock): session windows, save stamps, today's date. */
  clock: Clock;
  /** Signs asset and thumbnail URLs for `<img>`/`<audio>`, which send no bearer token. */
  urls: UrlSigner;
  /** Uploaded content files (DATA_DIR/uploads). */
  uploads: UploadStore;
  /** requireAuth: sets c.var.user or answers 401. */
  requireMember: MiddlewareHandler<AuthedEnv>;
  rateLimit: RateLimiter;
  /** What each member may keep (QUOTA_* settings). */
  quotas: StorageQuotas;
  /** Parses save bodies on worker threads. */
  saveBodies: SaveBodyParser;
}

export function createPracticeContext(
  auth: AuthContext,
  saveBodies: SaveBodyParser = sharedSaveBodyParser(),
): PracticeContext {
  return {
    db: auth.db,
    clock: auth.clock,
    urls: createUrlSigner(auth),
    uploads: createUploadStore(auth.env.DATA_DIR),
    requireMember: requireAuth(auth),
    rateLimit: auth.rateLimit,
    quotas: storageQuotas(auth.env),
    saveBodies,
  };
}
