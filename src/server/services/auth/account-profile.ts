import type { z } from 'zod';
import type { updateMeRequestSchema } from '../../../shared/auth/auth-requests';
import type { MeResponse } from '../../../shared/auth/auth-responses';
import { updateUser } from '../../db/repositories/users-repository';
import type { AuthContext } from './auth-context';
import { describeMe } from './describe-me';

/** PATCH /api/auth/me: changes the name and display name given (an empty display name clears it). */
export async function updateProfile(
  ctx: AuthContext,
  userId: string,
  { name, displayName }: z.output<typeof updateMeRequestSchema>,
): Promise<MeResponse> {
  await updateUser(ctx.db, userId, {
    ...(name === undefined ? {} : { name }),
    ...(displayName === undefined ? {} : { display_name: displayName || null }),
  });
  return describeMe(ctx, userId);
}
