import type { Context } from 'hono';
import type { AuthedEnv } from '../../http/app-env';
import type { AdminChange } from '../../services/admin/admin-change';

/** Who makes this console change and in which request: what its audit entry records. */
export const changeOf = (c: Context<AuthedEnv>): AdminChange => ({
  actor: c.var.user,
  requestId: c.var.requestId,
});
