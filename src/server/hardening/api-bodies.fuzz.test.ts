import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { listUsersResponseSchema } from '../../shared/admin/admin-users';
import { adminFreeTrialsResponseSchema, adminPlansResponseSchema } from '../../shared/admin/plans-admin';
import { serviceAccountListSchema } from '../../shared/admin/service-accounts';
import {
  adminCategoryListSchema,
  adminImageListSchema,
  adminSoundtrackListSchema,
} from '../../shared/admin/tracing-options';
import { meResponseSchema } from '../../shared/auth/auth-responses';
import { subscriptionResponseSchema } from '../../shared/billing/subscription';
import { consentStatusSchema } from '../../shared/consent/server-consent';
import { featureFlagListSchema } from '../../shared/flags/feature-flag';
import { imageListSchema } from '../../shared/machine-api/v1-schemas';
import { templateListSchema } from '../../shared/messaging/message-templates';
import { ruleListSchema } from '../../shared/messaging/routing-rules';
import { isRecord } from '../../shared/is-record';
import { ArtworkDetailSchema, GalleryPageSchema } from '../../shared/practice/artwork';
import { PracticeSummarySchema } from '../../shared/practice/practice-summary';
import { PreferencesSchema } from '../../shared/practice/preferences';
import { fuzzRuns, fuzzTimeout } from '../../shared/testing/fuzz-runs';
import { resetClock } from '../clock';
import type { Database } from '../db/create-database';
import { runSeeders, seeders } from '../db/seeders';
import { describeEachDialect } from '../db/testing/each-dialect';
import { loadEnv } from '../env';
import { captureLogs } from '../testing/capture-logs';
import { createAuthTestApp, type TestApp } from '../testing/auth-test-kit';
import { drawingBody, sessionBody } from '../testing/practice-test-kit';
import { bodyRoutes, writeRoutesWithoutBody, type BodyRoute } from './body-routes';
import { actorFor, createFuzzActors, FuzzTime, sendAs, type FuzzActors } from './fuzz-actors';
import { bodyRouteRequests } from './fuzz-cases';
import { storedIds, type StoredIds } from './stored-ids';

const START = Date.parse('2030-01-15T12:00:00.000Z');

/**
 * The app's routes that may carry a body but validate none (jsonBody, saveBody, formBody or an
 * OpenAPI route), and why. A new route that reads a body another way must be added here (and be
 * fuzzed its own way), or it fails the first test.
 */
const withoutBody: Record<string, string> = {
  'DELETE /api/admin/content/categories/:id': 'no body',
  'DELETE /api/admin/content/images/:id': 'no body',
  'DELETE /api/admin/content/soundtracks/:id': 'no body',
  'DELETE /api/admin/feature-flags/:id': 'no body',
  'DELETE /api/admin/free-trials/:id': 'no body',
  'DELETE /api/admin/messaging/rules/:id': 'no body',
  'DELETE /api/admin/messaging/templates/:id': 'no body',
  'DELETE /api/admin/plans/:id': 'no body',
  'DELETE /api/admin/users/:id': 'no body',
  'DELETE /api/auth/sessions/:id': 'no body',
  'DELETE /api/gallery/:id': 'no body',
  'POST /api/admin/messaging/outbox/:id/retry': 'no body',
  'POST /api/auth/2fa/disable': 'no body',
  'POST /api/auth/2fa/enable': 'no body',
  'POST /api/auth/2fa/recovery-codes': 'no body',
  'POST /api/auth/oauth/:provider/callback': "a provider's form post: every field is kept as text",
  'POST /api/billing/local/portal/:sessionId/cancel': 'no body',
  'POST /api/billing/local/portal/:sessionId/resume': 'no body',
  'POST /api/billing/portal': 'no body',
  'POST /api/billing/resume': 'no body',
};

/** A 2xx, or a 4xx whose JSON body says why: never a 5xx, a redirect or an error without a message. */
async function expectAnswered(response: Response, request: string): Promise<void> {
  const text = await response.text();
  const where = `${request} → ${response.status} ${text.slice(0, 300)}`;
  const ok = response.status >= 200 && response.status < 300;
  const refused = response.status >= 400 && response.status < 500;
  if (!ok && !refused) throw new Error(`Neither 2xx nor 4xx: ${where}`);
  if (ok) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`A refusal without JSON: ${where}`);
  }
  if (!isRecord(body) || typeof body.message !== 'string' || body.message === '')
    throw new Error(`A refusal without a message: ${where}`);
}

/** What the fuzzed routes write, read back by the actor each list is for, with its shared schema. */
const readBack: Record<string, z.core.$ZodType> = {
  '/api/auth/me': meResponseSchema,
  '/api/preferences': PreferencesSchema,
  '/api/practice/summary?tz=UTC': PracticeSummarySchema,
  '/api/billing/subscription': subscriptionResponseSchema,
  '/api/consent/me': consentStatusSchema,
  '/api/admin/users': listUsersResponseSchema,
  '/api/admin/plans': adminPlansResponseSchema,
  '/api/admin/free-trials': adminFreeTrialsResponseSchema,
  '/api/admin/service-accounts': serviceAccountListSchema,
  '/api/admin/feature-flags': featureFlagListSchema,
  '/api/admin/messaging/templates': templateListSchema,
  '/api/admin/messaging/rules': ruleListSchema,
  '/api/admin/content/categories': adminCategoryListSchema,
  '/api/admin/content/images': adminImageListSchema,
  '/api/admin/content/soundtracks': adminSoundtrackListSchema,
  '/api/v1/content/images': imageListSchema,
};

describeEachDialect('API bodies (fuzz)', (getDatabase) => {
  let database: Database;
  let app: TestApp;
  let actors: FuzzActors;
  let routes: BodyRoute[];
  let ids: StoredIds;
  let time: FuzzTime;
  let dataDir: string;

  beforeAll(async () => {
    time = new FuzzTime(START);
    database = getDatabase();
    // Uploads land in a folder of this run's own.
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-fuzz-'));
    // Limits far past any run's size: a step-up refused for its rate would end the run, not a finding.
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: '1000000' };
    ({ app } = createAuthTestApp(database, { env }));
    // Every seeder but the first admin's, which prints its password.
    await runSeeders(
      { database, env: loadEnv(env), logger: captureLogs().logger },
      seeders.filter((seeder) => seeder.name !== 'first-admin'),
    );
    actors = await createFuzzActors(app, database);
    // Records of every kind for the path parameters: the actors' own stay out of reach.
    const other = await createFuzzActors(app, database);
    for (const [path, body] of [
      ['/api/gallery', drawingBody()],
      ['/api/practice/sessions', sessionBody(START)],
      ['/api/billing/checkout', { planId: 'premium', cycle: 'monthly' }],
    ] as const) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { ...other.member.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    }
    routes = await bodyRoutes(app);
    ids = await storedIds(
      database,
      [actors.member, actors.admin, actors.service].flatMap((actor) => actor.ownIds),
    );
  });

  afterAll(async () => {
    resetClock();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds every route that takes a body in the app: those it validates are fuzzed, the others are known', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(writeRoutesWithoutBody(app, routes)).toEqual(Object.keys(withoutBody).sort());
  });

  it(
    'answers any body on any route with a 2xx or a 4xx with a message, never a 5xx',
    async () => {
      const requests = fc.oneof(...routes.map((route) => bodyRouteRequests(route, ids, START)));
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          try {
            const response = await sendAs(app, actorFor(actors, request.url), time, request);
            await expectAnswered(response, `${request.method} ${request.url}`);
          } finally {
            time.restore();
          }
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(240_000),
  );

  /** A GET as the actor the path is for, stepping up where it asks. */
  const get = (path: string) =>
    sendAs(app, actorFor(actors, path), time, {
      route: `GET ${path}`,
      method: 'GET',
      url: path,
      contentType: null,
      body: undefined,
    });

  it("leaves every actor's data readable, through the schemas the client reads it with", async () => {
    const read = async (path: string) => {
      const response = await get(path);
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return response.json() as Promise<unknown>;
    };
    for (const [path, schema] of Object.entries(readBack))
      expect(z.safeParse(schema, await read(path)).error?.issues, path).toBeUndefined();
    const gallery = GalleryPageSchema.parse(await read('/api/gallery'));
    for (const { id } of gallery.items) {
      const artwork = ArtworkDetailSchema.safeParse(await read(`/api/gallery/${id}`));
      expect(artwork.error?.issues).toBeUndefined();
    }
    // Every other list without parameters answers too, for the actor it is meant for.
    const lists = app.routes
      .filter(({ method, path }) => method === 'GET' && path.startsWith('/api/') && !/[:*]/.test(path))
      .map(({ path }) => path);
    for (const path of new Set(lists)) {
      const response = await get(path);
      expect(response.status, `${path}: ${await response.text()}`).toBeLessThan(500);
    }
    if (database.dialect === 'sqlite') {
      const pragma = async (statement: string) => (await sql.raw(statement).execute(database.db)).rows;
      expect(await pragma('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(await pragma('PRAGMA foreign_key_check')).toEqual([]);
    }
  });
});
