import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as settings0001 from './migrations/0001-settings';
import * as users0002 from './migrations/0002-users';
import * as authSessions0003 from './migrations/0003-auth-sessions';
import * as oneTimeSecrets0004 from './migrations/0004-one-time-secrets';
import * as rateLimits0005 from './migrations/0005-rate-limits';
import * as mailOutbox0006 from './migrations/0006-mail-outbox';
import * as content0007 from './migrations/0007-content';
import * as practice0008 from './migrations/0008-practice';
import * as artworkStorage0009 from './migrations/0009-artwork-storage';
import * as oauthFormPost0010 from './migrations/0010-oauth-form-post';
import * as signUpCodesAndSpentChallenges0011 from './migrations/0011-sign-up-codes-and-spent-challenges';
import * as purgeableLimitsAndResetTokens0012 from './migrations/0012-purgeable-limits-and-reset-tokens';
import * as billing0013 from './migrations/0013-billing';
import * as adminUsersAndAudit0014 from './migrations/0014-admin-users-and-audit';
import * as serviceAccounts0015 from './migrations/0015-service-accounts';
import * as featureFlags0016 from './migrations/0016-feature-flags';
import * as practiceSessionsStarted0017 from './migrations/0017-practice-sessions-started';
import * as contentUploads0018 from './migrations/0018-content-uploads';
import * as messaging0019 from './migrations/0019-messaging';
import * as consentAndAnalytics0020 from './migrations/0020-consent-and-analytics';
import * as practiceTallies0021 from './migrations/0021-practice-tallies';

/**
 * Every migration, in order, for both dialects. Imported rather than read from a folder so the
 * set is fixed at build time and works the same under tsx, Vitest and a bundle.
 */
const migrations: Record<string, Migration> = {
  '0001-settings': settings0001,
  '0002-users': users0002,
  '0003-auth-sessions': authSessions0003,
  '0004-one-time-secrets': oneTimeSecrets0004,
  '0005-rate-limits': rateLimits0005,
  '0006-mail-outbox': mailOutbox0006,
  '0007-content': content0007,
  '0008-practice': practice0008,
  '0009-artwork-storage': artworkStorage0009,
  '0010-oauth-form-post': oauthFormPost0010,
  '0011-sign-up-codes-and-spent-challenges': signUpCodesAndSpentChallenges0011,
  '0012-purgeable-limits-and-reset-tokens': purgeableLimitsAndResetTokens0012,
  '0013-billing': billing0013,
  '0014-admin-users-and-audit': adminUsersAndAudit0014,
  '0015-service-accounts': serviceAccounts0015,
  '0016-feature-flags': featureFlags0016,
  '0017-practice-sessions-started': practiceSessionsStarted0017,
  '0018-content-uploads': contentUploads0018,
  '0019-messaging': messaging0019,
  '0020-consent-and-analytics': consentAndAnalytics0020,
  '0021-practice-tallies': practiceTallies0021,
};

/** Every migration this code knows, oldest first: a database that has applied another one is newer than the code. */
export const migrationNames: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration and returns their names. Kysely takes a lock first (an
 * advisory lock on PostgreSQL), so instances starting together apply each migration once.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  const applied = results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    // Without a failed migration the error came before any ran (e.g. no connection): pass it on as is.
    if (failed === undefined) throw error instanceof Error ? error : new Error(reason);
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: error });
  }
  return applied;
}
