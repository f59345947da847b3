import type { TokenPair } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { insertUser } from '../../db/repositories/users-repository';
import { ApiError } from '../../http/api-error';
import { welcomeMail } from '../mail/templates/welcome';
import type { AuthContext } from './auth-context';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { startSession, type ClientInfo } from './sign-in-sessions';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates a user account and signs it in. The password is hashed before the insert, so a taken
 * address costs the same time as a new one; the insert itself decides, so two racing
 * registrations cannot both succeed.
 */
export async function register(
  ctx: AuthContext,
  input: Registration,
  client: ClientInfo,
): Promise<TokenPair> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, { email: input.email, name: input.name, role: 'user', passwordHash });
  if (!user) throw new ApiError(400, authMessages.registrationFailed, authErrorCodes.registrationFailed);
  try {
    await ctx.mailer.send(welcomeMail(user.email, user.name, ctx.env.APP_URL));
  } catch (error) {
    // A welcome mail is a courtesy: the account exists either way.
    ctx.logger.warn({ err: error, userId: user.id }, 'welcome mail not sent');
  }
  return startSession(ctx, user, client);
}
