import { readConsoleOverview } from '../../services/admin/read-console-overview';
import type { AuthContext } from '../../services/auth/auth-context';
import { staffOnlyRouter } from './admin-only';

/** /api/admin/overview: the /manage home's live figures, for admins and editors (spec: editors view reports). */
export function createOverviewRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth).get('/', async (c) => c.json(await readConsoleOverview(auth)));
}
