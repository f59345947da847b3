import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { AuthContext } from '../auth/auth-context';
import { createUploadStore, type UploadStore } from '../content/upload-store';
import { createUrlSigner, type UrlSigner } from '../signed-urls/url-signer';

/** What the tracing-options console services share. */
export interface TracingOptionsContext {
  db: Kysely<DB>;
  /** The app's clock (AuthContext.clock): the changes' and audit entries' times. */
  clock: Clock;
  /** Where uploaded files go (DATA_DIR/uploads). */
  uploads: UploadStore;
  /** Signs premium previews, which `<img>` and `<audio>` load without a bearer token. */
  urls: UrlSigner;
}

export function createTracingOptionsContext(auth: AuthContext): TracingOptionsContext {
  return {
    db: auth.db,
    clock: auth.clock,
    uploads: createUploadStore(auth.env.DATA_DIR),
    urls: createUrlSigner(auth),
  };
}
