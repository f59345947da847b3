import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminImageSchema, adminImageListSchema } from '../../src/shared/admin/tracing-options';
import type { RegistrationPending, TokenPair } from '../../src/shared/auth/auth-responses';
import { redirectResponseSchema } from '../../src/shared/billing/subscription';
import { findSubscription } from '../../src/server/db/repositories/subscriptions-repository';
import { createTestDatabase, type TestDatabase } from '../../src/server/db/testing/test-database';
import { uploadsDir } from '../../src/server/services/content/upload-store';
import { projectRoot } from '../../src/server/paths';
import { createTestUser, testPassword } from '../../src/server/testing/auth-test-kit';
import { delaySeededWelcome } from '../../src/server/testing/messaging-test-kit';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/server-process';
import { signedStripeEvent } from '../../src/server/testing/stripe-test-events';
import { giveStripePrices, stripePriceIntervals } from '../../src/server/testing/stripe-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/server/testing/test-smtp-server';
import { startTestStripeServer, type TestStripeServer } from '../../src/server/testing/test-stripe-server';
import { formOf, pngBytes } from '../../src/server/testing/tracing-options-test-kit';
import { freePort } from '../setup/free-port';
import { httpClient, type ClientResponse } from './support/http-client';
import { findNginx, quietlineSite, startNginx, type NginxProxy } from './support/nginx';

const postgresUrl = inject('postgresUrl');
const nginxBin = findNginx();
const skipReason =
  nginxBin === undefined
    ? 'nginx is not installed (/usr/sbin/nginx; apt-get install nginx, as .ci/run does)'
    : postgresUrl === null
      ? 'no PostgreSQL server (see tests/setup/postgres-global-setup.ts)'
      : undefined;
if (skipReason !== undefined) console.warn(`Skipping the scale-out test: ${skipReason}.`);

/** Two visitors on two addresses: nginx sees each as its own caller and tells the app so. */
const visitor = httpClient('127.0.0.2');
const otherVisitor = httpClient('127.0.0.3');

const bearer = (pair: TokenPair) => ({ Authorization: `Bearer ${pair.accessToken}` });

/**
 * Issue 16's scale-out journey: two real server processes (`main.ts`) on one PostgreSQL and one
 * shared DATA_DIR, behind Debian's nginx on loopback with TRUST_PROXY=true. nginx's balanced site
 * serves the journey; its pinned sites (one per process) let a step happen "on one, then on the
 * other". Each process has its own clock, moved through POST /api/test-clock (NODE_ENV=test).
 */
describe.skipIf(skipReason !== undefined)('two app processes on PostgreSQL behind nginx', () => {
  let testDatabase: TestDatabase;
  let smtp: TestSmtpServer;
  let stripe: TestStripeServer;
  let dataDir: string;
  let proxy: NginxProxy;
  const servers: ServerProcess[] = [];
  /** nginx's site pinned to each process, in the order of `servers`. */
  let pinned: [string, string];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres', postgresUrl, { migrate: false });
    if (testDatabase.config.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    stripe = await startTestStripeServer(stripePriceIntervals);
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-scale-out-'));
    const proxyPort = await freePort();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabase.config.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      APP_URL: `http://127.0.0.1:${proxyPort}`,
      SMTP_URL: smtp.url,
      ...stripe.env,
    };
    // Both at once on an empty database, as a deployment starts them: they migrate and seed it.
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    await giveStripePrices(testDatabase.database.db);
    proxy = await startNginx(nginxBin ?? '', {
      port: proxyPort,
      backends: servers.map((server) => `127.0.0.1:${new URL(server.url).port}`),
    });
    pinned = [proxy.pinnedUrls[0] ?? '', proxy.pinnedUrls[1] ?? ''];
  }, 90_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([smtp?.close(), stripe?.close()]);
    await testDatabase?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const upstreamOf = (response: ClientResponse) => response.headers['x-upstream'];
  const signIn = async (base: string, email: string): Promise<TokenPair> => {
    const response = await visitor.send('POST', `${base}/api/auth/login`, {
      json: { email, password: testPassword },
    });
    expect(response.status).toBe(200);
    return response.json<TokenPair>();
  };
  const refresh = (base: string, refreshToken: string) =>
    visitor.send('POST', `${base}/api/auth/refresh`, { json: { refreshToken } });
  const me = (base: string, pair: TokenPair) =>
    visitor.send('GET', `${base}/api/auth/me`, { headers: bearer(pair) });
  /** Moves both processes' clocks (each keeps its own) by the same amount. */
  const advanceClocks = async (advanceMs: number) => {
    for (const base of pinned) {
      expect((await visitor.send('POST', `${base}/api/test-clock`, { json: { advanceMs } })).status).toBe(
        200,
      );
    }
  };

  it('balances requests over both processes, which share one signing key', async () => {
    const user = await createTestUser(testDatabase.database);
    const pair = await signIn(proxy.url, user.email);
    const answers = await Promise.all([1, 2, 3, 4].map(() => me(proxy.url, pair)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map(upstreamOf))).toEqual(
      new Set(servers.map((server) => `127.0.0.1:${new URL(server.url).port}`)),
    );
  });

  it('signs in on one process and refreshes on the other', async () => {
    const user = await createTestUser(testDatabase.database);
    const first = await signIn(pinned[0], user.email);
    expect((await me(pinned[1], first)).json()).toMatchObject({ email: user.email });
    const renewed = await refresh(pinned[1], first.refreshToken);
    expect(renewed.status).toBe(200);
    const second = renewed.json<TokenPair>();
    expect((await me(pinned[0], second)).status).toBe(200);
    // The next rotation again on the first process: one family, wherever each step lands.
    expect((await refresh(pinned[0], second.refreshToken)).status).toBe(200);
  });

  it('revokes the family when a rotated refresh token comes back on the other process', async () => {
    const user = await createTestUser(testDatabase.database);
    const stolen = await signIn(pinned[0], user.email);
    // The same token on both at once (two tabs): both get the one successor.
    const racing = await Promise.all(pinned.map((base) => refresh(base, stolen.refreshToken)));
    expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
    const [current, twin] = racing.map((answer) => answer.json<TokenPair>());
    expect(twin?.refreshToken).toBe(current?.refreshToken);
    // Past the 10 s grace the old token is a copy: the family ends on both processes.
    await advanceClocks(11_000);
    expect((await refresh(pinned[1], stolen.refreshToken)).status).toBe(401);
    expect((await refresh(pinned[0], current?.refreshToken ?? '')).status).toBe(401);
    expect((await me(pinned[0], current ?? stolen)).status).toBe(401);
    const sessions = await testDatabase.database.db
      .selectFrom('auth_sessions')
      .select('revoked_reason')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([{ revoked_reason: 'refresh-token-reuse' }]);
  });

  it("shares rate limits between the processes, keyed by the caller's address nginx forwards", async () => {
    const forgot = (client = visitor, base: string, email: string, headers: Record<string, string> = {}) =>
      client.send('POST', `${base}/api/auth/forgot-password`, { json: { email }, headers });
    const account = `limited-${Date.now()}@example.test`;
    // 5 an hour per account, counted on either process.
    for (const base of [pinned[0], pinned[1], pinned[0], pinned[1], pinned[0]]) {
      expect((await forgot(visitor, base, account)).status).toBe(200);
    }
    for (const base of pinned) expect((await forgot(visitor, base, account)).status).toBe(429);
    // 20 an hour per address: 7 used above (refused ones count too), 13 more on other accounts,
    // then both refuse this visitor.
    for (let index = 0; index < 13; index += 1) {
      const base = pinned[index % 2] ?? '';
      expect((await forgot(visitor, base, `other-${index}-${account}`)).status).toBe(200);
    }
    for (const base of pinned) {
      const refused = await forgot(visitor, base, `more-${account}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A header the visitor makes up does not make it someone else: nginx sets the address.
    const forged = await forgot(visitor, proxy.url, `forged-${account}`, {
      'X-Forwarded-For': '198.51.100.7',
    });
    expect(forged.status).toBe(429);
    // Another address has its own count: the processes see the callers nginx saw, not nginx.
    expect((await forgot(otherVisitor, proxy.url, `another-${account}`)).status).toBe(200);
  });

  it('applies a Stripe event delivered to both processes at once exactly once', async () => {
    const user = await createTestUser(testDatabase.database);
    const pair = await signIn(proxy.url, user.email);
    const checkout = await visitor.send('POST', `${proxy.url}/api/billing/checkout`, {
      json: { planId: 'premium', cycle: 'monthly' },
      headers: bearer(pair),
    });
    expect(checkout.status).toBe(200);
    const sessionId =
      new URL(redirectResponseSchema.parse(checkout.json()).url).pathname.split('/').at(-1) ?? '';
    // Stripe sends the member back to the proxy (APP_URL), not to the process that asked.
    expect(stripe.checkoutSession(sessionId)?.success_url).toMatch(new RegExp(`^${proxy.url}/`));
    const subscription = stripe.completeCheckout(sessionId);
    const event = signedStripeEvent(stripe.env.STRIPE_WEBHOOK_SECRET, {
      type: 'checkout.session.completed',
      object: stripe.checkoutSession(sessionId) ?? {},
    });
    const deliver = (base: string) =>
      visitor.send('POST', `${base}/api/billing/webhooks/stripe`, {
        headers: event.headers,
        body: event.body,
      });
    const concurrent = await Promise.all([...pinned, ...pinned].map(deliver));
    // Stripe retries later too, through the balanced site.
    const retried = await deliver(proxy.url);
    const outcomes = [...concurrent, retried].map((answer) => answer.json<{ outcome: string }>().outcome);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const { db } = testDatabase.database;
    expect(
      await db.selectFrom('billing_events').select('type').where('event_id', '=', event.id).execute(),
    ).toEqual([{ type: 'checkout.session.completed' }]);
    expect(await findSubscription(db, user.id)).toMatchObject({
      subscription_id: subscription.id,
      plan_id: 'premium',
      status: 'active',
    });
  });

  it('serves a file uploaded through one process from the other (one shared DATA_DIR)', async () => {
    const editor = await createTestUser(testDatabase.database, { role: 'editor' });
    const pair = await signIn(pinned[0], editor.email);
    const form = formOf(
      { title: 'Shared', alt: 'An image uploaded on one process', categoryId: 'nature' },
      { name: 'shared.png', body: pngBytes() },
    );
    const created = await visitor.send('POST', `${pinned[0]}/api/admin/content/images`, {
      form,
      headers: bearer(pair),
    });
    expect(created.status).toBe(201);
    const image = adminImageSchema.parse(created.json());
    const listed = adminImageListSchema.parse(
      (await visitor.send('GET', `${pinned[1]}/api/admin/content/images`, { headers: bearer(pair) })).json(),
    );
    expect(listed.items.map((item) => item.id)).toContain(image.id);
    const served = await visitor.send('GET', `${pinned[1]}${image.src ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.body.equals(pngBytes())).toBe(true);
    expect(await readdir(uploadsDir(dataDir))).toHaveLength(1);
  });

  it('sends a delayed welcome exactly once though both processes find it due', async () => {
    const { db } = testDatabase.database;
    await delaySeededWelcome(db, 1_000);
    const email = `scale-out-${Date.now()}@example.test`;
    // Signed up on one process, confirmed on the other.
    const pending = await visitor.send('POST', `${pinned[0]}/api/auth/register`, {
      json: { name: 'Noor', email, password: 'quiet-lake-2468' },
    });
    const { registrationToken } = pending.json<RegistrationPending>();
    const code = /\b(\d{6})\b/.exec((await smtp.nextMail(10_000)).text ?? '')?.[1];
    const created = await visitor.send('POST', `${pinned[1]}/api/auth/register/verify`, {
      json: { registrationToken, code },
    });
    expect(created.status).toBe(201);

    await advanceClocks(1_000);
    const welcome = await smtp.nextMail(10_000);
    expect(welcome.subject).toBe('Welcome to Quietline');
    expect(welcome.to).toMatchObject({ text: email });
    // Stopped servers have finished every round under way: a second copy would be here now.
    await proxy.stop();
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);
    expect(smtp.unreadMail()).toEqual([]);
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('template', '=', 'welcome')
      .where('to_address', '=', email)
      .execute();
    expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
  });
});

describe('docs/deployment.md', () => {
  it('shows the nginx site the scale-out test runs', async () => {
    const page = await readFile(join(projectRoot, 'docs', 'deployment.md'), 'utf8');
    const shown = /```nginx\n([\s\S]*?)```/.exec(page)?.[1];
    expect(shown).toBe(quietlineSite({ listen: '80', backends: ['10.0.0.11:3000', '10.0.0.12:3000'] }));
  });
});
