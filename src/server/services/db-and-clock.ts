import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';

/** The least a time-aware service needs; every service context (auth, practice, billing) has both. */
export interface DbAndClock {
  db: Kysely<DB>;
  clock: Clock;
}
