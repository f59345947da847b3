import type { Kysely, Selectable } from 'kysely';
import { nowMs } from '../../clock';
import type { DB, PendingRegistrationsTable } from '../schema';

export type PendingRegistration = Selectable<PendingRegistrationsTable>;

export interface NewPendingRegistration {
  tokenHash: string;
  email: string;
  name: string;
  passwordHash: string | null;
  codeHash: string | null;
  expiresAt: number;
}

export async function insertPendingRegistration(
  db: Kysely<DB>,
  value: NewPendingRegistration,
): Promise<void> {
  const time = nowMs();
  // Abandoned sign-ups would otherwise pile up: each new one sweeps the expired ones.
  await db.deleteFrom('pending_registrations').where('expires_at', '<=', time).execute();
  await db
    .insertInto('pending_registrations')
    .values({
      token_hash: value.tokenHash,
      email: value.email,
      name: value.name,
      password_hash: value.passwordHash,
      code_hash: value.codeHash,
      attempts: 0,
      created_at: time,
      expires_at: value.expiresAt,
    })
    .execute();
}

/**
 * Counts one try of the code and answers the registration, or undefined when it is unknown,
 * expired or out of tries. The try is counted before the code is compared, in one conditional
 * update, so parallel guesses cannot exceed `maxAttempts`.
 */
export async function claimRegistrationAttempt(
  db: Kysely<DB>,
  tokenHash: string,
  maxAttempts: number,
): Promise<PendingRegistration | undefined> {
  return db
    .updateTable('pending_registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', nowMs())
    .returningAll()
    .executeTakeFirst();
}

/** Takes the registration out (single use); false when another request took it first. */
export async function takePendingRegistration(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pending_registrations')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
