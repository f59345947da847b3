import { type Kysely } from 'kysely';

/**
 * Apple answers with a cross-site form POST, which carries no SameSite=Lax cookie, so the check
 * that the sign-in comes back to the browser that started it waits for the same-site GET that
 * follows; until then the post's fields are held with the state (ADR 005, issue 19 addendum).
 * States made before this migration have no browser cookie and fail to /login, as any expired one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oauth_states').addColumn('authorization_response', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oauth_states').dropColumn('authorization_response').execute();
}
