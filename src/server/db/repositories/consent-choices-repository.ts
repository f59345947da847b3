import type { Kysely } from 'kysely';
import { fromDbBoolean, toDbBoolean } from '../column-types';
import type { DB } from '../schema';

/** Whose consent: a signed-in account, or a signed-out browser by its consent session id. */
export type ConsentSubject = { kind: 'member'; userId: string } | { kind: 'anonymous'; sessionId: string };

/** The stored status of one consent type, or null when none is stored. */
export async function findConsentStatus(
  db: Kysely<DB>,
  subject: ConsentSubject,
  consentType: string,
): Promise<boolean | null> {
  const row =
    subject.kind === 'member'
      ? await db
          .selectFrom('member_consents')
          .select('status')
          .where('user_id', '=', subject.userId)
          .where('consent_type', '=', consentType)
          .executeTakeFirst()
      : await db
          .selectFrom('anonymous_consents')
          .select('status')
          .where('session_id', '=', subject.sessionId)
          .where('consent_type', '=', consentType)
          .executeTakeFirst();
  return row === undefined ? null : fromDbBoolean(row.status);
}

/** Stores a status (the last one wins), or forgets it for null. */
export async function storeConsentStatus(
  db: Kysely<DB>,
  subject: ConsentSubject,
  consentType: string,
  status: boolean | null,
  time: number,
): Promise<void> {
  if (subject.kind === 'member') {
    if (status === null) {
      await db
        .deleteFrom('member_consents')
        .where('user_id', '=', subject.userId)
        .where('consent_type', '=', consentType)
        .execute();
      return;
    }
    const values = { status: toDbBoolean(status), updated_at: time };
    await db
      .insertInto('member_consents')
      .values({ user_id: subject.userId, consent_type: consentType, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'consent_type']).doUpdateSet(values))
      .execute();
    return;
  }
  if (status === null) {
    await db
      .deleteFrom('anonymous_consents')
      .where('session_id', '=', subject.sessionId)
      .where('consent_type', '=', consentType)
      .execute();
    return;
  }
  const values = { status: toDbBoolean(status), updated_at: time };
  await db
    .insertInto('anonymous_consents')
    .values({ session_id: subject.sessionId, consent_type: consentType, ...values })
    .onConflict((oc) => oc.columns(['session_id', 'consent_type']).doUpdateSet(values))
    .execute();
}

/**
 * Copies a consent session's statuses to the account, for each type the account has none of.
 * One statement: a status the member set meanwhile is never overwritten.
 */
export async function adoptAnonymousConsents(
  db: Kysely<DB>,
  sessionId: string,
  userId: string,
  time: number,
): Promise<void> {
  await db
    .insertInto('member_consents')
    .columns(['user_id', 'consent_type', 'status', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('anonymous_consents')
        .select((inner) => [
          inner.val(userId).as('user_id'),
          'consent_type',
          'status',
          inner.val(time).as('updated_at'),
        ])
        .where('session_id', '=', sessionId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'consent_type']).doNothing())
    .execute();
}

/** Forgets signed-out statuses last changed before `before`; answers how many. */
export async function purgeAnonymousConsents(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('anonymous_consents')
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
