import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { RegistrationPending } from '../../../shared/auth/auth-responses';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { createDatabase } from '../../db/create-database';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { loadEnv } from '../../env';
import { startServer, type RunningServer } from '../../start-server';
import { createTestUser } from '../../testing/auth-test-kit';
import { captureLogs } from '../../testing/capture-logs';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server';

const start = Date.UTC(2030, 6, 1, 8, 0, 0);
const password = 'quiet-lake-2468';
const welcomeSubject = 'Welcome to Quietline';

/**
 * Issue 12's acceptance: a routing rule on user.registered with a 1000 ms delay sends the welcome
 * template to the (real, local) SMTP server exactly once — on one server, across a restart during
 * the delay, and with two servers polling one database. The real servers run their own delivery
 * workers; the test moves their (shared) clock instead of waiting for the delay, and drains them
 * instead of waiting through polls to see that no mail comes.
 */
describeEachDialect('a welcome rule with a 1000 ms delay', (getDatabase, getConfig) => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  const running = new Set<RunningServer>();
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-messaging-'));
    // An account exists, so start-up creates no first admin.
    await createTestUser(getDatabase(), { role: 'admin' });
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => setFixedTime(start));
  afterEach(async () => {
    await Promise.all([...running].map((server) => server.close()));
    running.clear();
    resetClock();
  });

  /** A real server with its own connection to the test database, as another process would have. */
  async function startAppServer(): Promise<RunningServer> {
    const server = await startServer({
      env: loadEnv({ PORT: '0', SMTP_URL: smtp.url, DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: '1000' }),
      logger: captureLogs('warn').logger,
      database: createDatabase(getConfig()),
      // A poll a frame, so the test sees the worker's own poll send the welcome without waiting long.
      deliveryPollMs: 16,
    });
    running.add(server);
    return server;
  }

  /** Every running server's worker has delivered what is due now, as its next poll would. */
  const drainAll = () => Promise.all([...running].map((server) => server.delivery.drain()));

  async function stop(server: RunningServer) {
    await server.close();
    running.delete(server);
  }

  /** The seeded welcome rule, now waiting 1000 ms (as an editor would set it on the console). */
  const delayWelcome = () =>
    getDatabase()
      .db.updateTable('routing_rules')
      .set({
        actions_json: JSON.stringify([
          { channel: 'email', templateKey: 'welcome', delayMs: 1_000, priority: 5 },
        ]),
      })
      .where('id', '=', 'seed-welcome')
      .execute();

  const post = (server: RunningServer, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Signs up through the API with the code the SMTP server received: user.registered happens. */
  async function register(server: RunningServer, email: string): Promise<void> {
    const pending = await post(server, '/api/auth/register', { name: 'Noor', email, password });
    expect(pending.status).toBe(202);
    const { registrationToken } = (await pending.json()) as RegistrationPending;
    const codeMail = await smtp.nextMail();
    expect(codeMail.subject).toBe('Your Quietline sign-up code');
    const code = /\b(\d{6})\b/.exec(codeMail.text ?? '')?.[1];
    const created = await post(server, '/api/auth/register/verify', { registrationToken, code });
    expect(created.status).toBe(201);
    // Read to its end: a response left unread keeps its connection busy, and shutdown waits for it.
    await created.arrayBuffer();
  }

  const welcomeRows = (email: string) =>
    getDatabase()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'welcome')
      .where('to_address', '=', email)
      .execute();

  /** The welcome waits, scheduled 1000 ms after the sign-up, untouched by polls before then. */
  async function expectWelcomeWaiting(email: string) {
    // Every worker looks with the clock short of the delay: nothing goes out.
    advanceTime(999);
    await drainAll();
    expect(smtp.unreadMail()).toEqual([]);
    expect(await welcomeRows(email)).toEqual([
      expect.objectContaining({ status: 'queued', run_at: start + 1_000, attempts: 0 }),
    ]);
  }

  /** After the delay: the server's own poll sends the welcome once; the log says sent on the first try. */
  async function expectWelcomeOnce(email: string) {
    advanceTime(1);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe(welcomeSubject);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.text).toContain('Hello Noor,');
    // Drained, the round that sent it has marked it sent, and a second copy, under way in some
    // worker's round or due for its next one, would be here.
    await drainAll();
    expect(smtp.unreadMail()).toEqual([]);
    expect(await welcomeRows(email)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, sent_at: start + 1_000 }),
    ]);
  }

  it('sends the welcome once, 1000 ms after the sign-up', async () => {
    const server = await startAppServer();
    await delayWelcome();
    const email = `welcome-once-${Date.now()}@example.test`;
    await register(server, email);
    await expectWelcomeWaiting(email);
    await expectWelcomeOnce(email);
  });

  it('sends it once when the server stops during the delay and starts again on the same database', async () => {
    const first = await startAppServer();
    await delayWelcome();
    const email = `welcome-restart-${Date.now()}@example.test`;
    await register(first, email);
    await expectWelcomeWaiting(email);
    await stop(first);
    await startAppServer();
    await expectWelcomeOnce(email);
  });

  it('sends it once with two servers polling the same database', async () => {
    const [one] = await Promise.all([startAppServer(), startAppServer()]);
    await delayWelcome();
    const email = `welcome-two-servers-${Date.now()}@example.test`;
    await register(one!, email);
    await expectWelcomeWaiting(email);
    await expectWelcomeOnce(email);
  });
});
