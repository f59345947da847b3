import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { escalationTokenHeader, type EscalationCategory } from '../../shared/auth/escalation';
import { advanceTime, serverClock } from '../clock';
import { seedContent } from '../content/seed-content';
import type { Database } from '../db/create-database';
import type { DB } from '../db/schema';
import { seedBilling } from '../services/billing/seed-billing';
import { createUrlSigner, type UrlSigner } from '../services/signed-urls/url-signer';
import { bearer, createAuthTestApp, createTestUser, signIn, type TestApp } from '../testing/auth-test-kit';
import {
  createAccounts,
  createServiceTokens,
  type Account,
  type PrincipalCredentials,
} from './matrix-principals';

/** A caller on this machine, as @hono/node-server hands the socket to the app (the test clock needs one). */
const loopbackCaller = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

/** The Stripe settings that mount the webhook; nothing listens at its API address. */
export const stripeTestEnv = {
  STRIPE_SECRET_KEY: 'sk_test_authorization_matrix',
  STRIPE_WEBHOOK_SECRET: 'whsec_authorization_matrix',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};

/** A request of the matrix (JSON, a form or raw text) from a caller on this machine. */
export function request(
  app: TestApp,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { json: unknown } | { form: FormData } | { text: string },
): Promise<Response> {
  const init: RequestInit =
    body === undefined
      ? { method, headers }
      : 'json' in body
        ? {
            method,
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify(body.json),
          }
        : { method, headers, body: 'form' in body ? body.form : body.text };
  return Promise.resolve(app.request(path, init, loopbackCaller));
}

/** What the requests of the matrix are made in: the apps, their database and the principals. */
export interface MatrixWorld {
  /** The app as tests run it: local billing provider, test clock on. */
  app: TestApp;
  /** The same app with Stripe as the provider, which mounts the webhook instead of the local pages. */
  stripeApp: TestApp;
  db: Kysely<DB>;
  database: Database;
  credentials: PrincipalCredentials;
  signer: UrlSigner;
  /** A new number on every call. */
  serial(): number;
  /** A fresh name on every call, for what must be unique (keys, emails). */
  unique(prefix: string): string;
  /** `make()` once per world, under `key`. */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** A JSON request as the step-up admin, with the escalation token of `stepUp` when given. */
  asAdmin(method: string, path: string, body?: unknown, stepUp?: EscalationCategory): Promise<Response>;
  /** A request as the account that owns the owner routes' resources. */
  asOwner(method: string, path: string, body?: unknown): Promise<Response>;
  /** The id of what a 201 answer created. */
  createdId(response: Response): Promise<string>;
  /** A new account (role user), signed in: its bearer headers. */
  newMember(): Promise<Record<string, string>>;
  /** A fresh set of signed-in principals, with two-factor on or off. */
  freshAccounts(twoFactor: boolean): Promise<PrincipalCredentials['accounts']>;
  dispose(): Promise<void>;
}

/** A client build of one page and one asset, so the static routes serve real files. */
async function writeClientBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quietline-matrix-build-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Quietline</title>');
  await writeFile(join(dir, 'assets', 'matrix.js'), 'export {};');
  return dir;
}

/**
 * Builds the world on `database` with the (fixed) server clock at its start: an admin signs in
 * first, the clock moves past the access token's lifetime (that token is the expired principal),
 * then the other principals sign in and the service tokens are made. Only the admin has
 * two-factor on (its user-management step-up needs it), so the others sign in with a password.
 */
export async function createMatrixWorld(database: Database): Promise<MatrixWorld> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quietline-matrix-data-'));
  const staticDir = await writeClientBuild();
  await seedContent(database.db);
  await seedBilling(database.db);
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
  const { app, delivery } = createAuthTestApp(database, { env, staticDir });
  const stripeApp = createAuthTestApp(database, { env: { ...env, ...stripeTestEnv }, staticDir }).app;

  const expired = await createTestUser(database, { role: 'admin' });
  const expiredAccessToken = (await signIn(app, expired.email)).accessToken;
  // Past the access token's lifetime (ACCESS_TOKEN_TTL, 15 minutes by default).
  advanceTime(16 * 60_000);
  const accounts = await createAccounts(app, database, { withStepUps: true });
  const stepUpAdmin = accounts.admin;
  const tokens = await createServiceTokens(app, bearer(stepUpAdmin.accessToken));
  const credentials: PrincipalCredentials = { accounts, stepUpAdmin, tokens, expiredAccessToken };

  let counter = 0;
  const serial = () => (counter += 1);
  const cache = new Map<string, Promise<unknown>>();
  const asAccount = (account: Account, stepUp?: EscalationCategory) => ({
    ...bearer(account.accessToken),
    ...(stepUp ? { [escalationTokenHeader]: account.escalations[stepUp] ?? '' } : {}),
  });
  const json = (body: unknown) => (body === undefined ? undefined : { json: body });
  return {
    app,
    stripeApp,
    db: database.db,
    database,
    credentials,
    signer: createUrlSigner({ db: database.db, clock: serverClock }),
    serial,
    unique: (prefix) => `${prefix}-${serial()}`,
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!cache.has(key)) cache.set(key, make());
      return cache.get(key) as Promise<T>;
    },
    asAdmin: (method, path, body, stepUp) =>
      request(app, method, path, asAccount(stepUpAdmin, stepUp), json(body)),
    asOwner: (method, path, body) => request(app, method, path, asAccount(accounts.member), json(body)),
    async createdId(response) {
      if (response.status !== 201)
        throw new Error(`fixture not created: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    },
    async newMember() {
      const user = await createTestUser(database);
      return bearer((await signIn(app, user.email)).accessToken);
    },
    freshAccounts: (twoFactor) => createAccounts(app, database, { twoFactor }),
    async dispose() {
      await delivery.drain();
      await Promise.all([dataDir, staticDir].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
