import { withoutInvisibleCharacters } from '../../../shared/auth/auth-requests';
import type { OAuthProvider } from '../../../shared/auth/auth-responses';
import { findIdentityUserId, linkIdentity } from '../../db/repositories/identities-repository';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
} from '../../db/repositories/users-repository';
import type { AuthContext } from '../auth/auth-context';

export interface ExternalIdentity {
  provider: OAuthProvider;
  issuer: string;
  subject: string;
  email: string | undefined;
  /** Apple sends `email_verified` as the string "true"; callers normalise it. */
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * The account for a provider identity: the one already linked to issuer + subject; else the
 * account with the same email, linked now — only when the provider vouches for the email, or
 * anyone could take over an account by putting its address on a provider profile; else a new one.
 */
export async function accountForIdentity(
  ctx: AuthContext,
  identity: ExternalIdentity,
): Promise<UserRow | undefined> {
  const linkedId = await findIdentityUserId(ctx.db, identity.issuer, identity.subject);
  if (linkedId !== undefined) return findUserById(ctx.db, linkedId);
  if (identity.email === undefined || !identity.emailVerified) return undefined;
  const email = identity.email.toLowerCase();
  const user =
    (await findUserByEmail(ctx.db, email)) ??
    (await insertUser(ctx.db, {
      email,
      name: providerName(identity.name) ?? email.split('@')[0] ?? email,
      role: 'user',
      passwordHash: null,
    })) ??
    // Lost a race with a concurrent first sign-in: that one created the account.
    (await findUserByEmail(ctx.db, email));
  if (!user) return undefined;
  await linkIdentity(ctx.db, user.id, {
    provider: identity.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    email,
  });
  return user;
}

/**
 * A provider's profile name held to our own name rules: invisible and control characters
 * (a direction override, zero-width spaces) are dropped rather than refused, since the member
 * cannot edit it at the provider from here; nothing left → none. At most 100 characters.
 */
function providerName(name: string | undefined): string | undefined {
  const visible = withoutInvisibleCharacters(name ?? '').trim();
  return visible === '' ? undefined : [...visible].slice(0, 100).join('');
}
