import { Hono } from 'hono';
import { SummaryQuerySchema } from '../../../shared/practice/practice-summary';
import type { AppEnv } from '../../http/app-env';
import { privateNoStore } from '../../http/cache-control';
import { saveBody } from '../../http/save-body';
import { saveBodyLimit } from '../../http/save-body-limit';
import { queryParams } from '../../http/validate';
import type { PracticeContext } from '../../services/practice/practice-context';
import { practiceSummary } from '../../services/practice/practice-summary';
import { limitSaves } from '../../services/practice/save-rate-limit';
import { saveSession } from '../../services/practice/save-session';

/** /api/practice: saving meditation sessions and the dashboard summary. */
export function createPracticeRoutes(ctx: PracticeContext) {
  const member = ctx.requireMember;
  return new Hono<AppEnv>()
    .use(privateNoStore)
    .post(
      '/sessions',
      member,
      limitSaves(ctx.rateLimit),
      saveBodyLimit,
      saveBody(ctx.saveBodies, 'session'),
      async (c) => {
        const { status, body } = await saveSession(ctx, c.var.user.id, c.req.valid('json'));
        if (status === 200) c.header('Idempotent-Replayed', 'true');
        return c.json(body, status);
      },
    )
    .get('/summary', member, queryParams(SummaryQuerySchema), async (c) =>
      c.json(await practiceSummary(ctx, c.var.user.id, c.req.valid('query').tz)),
    );
}
