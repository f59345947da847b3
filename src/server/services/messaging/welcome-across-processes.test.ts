import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RegistrationPending } from '../../../shared/auth/auth-responses';
import { createTestDatabase, type TestDatabase } from '../../db/testing/test-database';
import { delaySeededWelcome } from '../../testing/messaging-test-kit';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server';

const postgresUrl = inject('postgresUrl');

/**
 * Issue 12's acceptance with real processes: two servers (`main.ts`, each its own Node process
 * and delivery worker) on one PostgreSQL. A routing rule on user.registered with a 1000 ms delay
 * sends the welcome to the SMTP server exactly once. Each process has its own clock: the test moves
 * both through POST /api/test-clock (NODE_ENV=test) instead of waiting for the delay.
 */
describe.skipIf(postgresUrl === null)('a welcome rule with a 1000 ms delay, two server processes', () => {
  let testDatabase: TestDatabase;
  let smtp: TestSmtpServer;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres', postgresUrl);
    smtp = await startTestSmtpServer();
    dataDir = await mkdtemp(join(tmpdir(), 'quietline-processes-'));
    if (testDatabase.config.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabase.config.url,
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000',
    };
    // One after the other: the second finds the database migrated and seeded.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 90_000);
  afterAll(async () => {
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual(servers.map(() => 0));
    await smtp?.close();
    await testDatabase?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (server: ServerProcess, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const advanceClock = async (server: ServerProcess, advanceMs: number) =>
    expect((await post(server, '/api/test-clock', { advanceMs })).status).toBe(200);

  it('sends the welcome exactly once', async () => {
    const { db } = testDatabase.database;
    await delaySeededWelcome(db, 1_000);
    const email = `two-processes-${Date.now()}@example.test`;
    const [first] = servers;
    const pending = await post(first!, '/api/auth/register', {
      name: 'Noor',
      email,
      password: 'quiet-lake-2468',
    });
    const { registrationToken } = (await pending.json()) as RegistrationPending;
    const code = /\b(\d{6})\b/.exec((await smtp.nextMail(10_000)).text ?? '')?.[1];
    const created = await post(first!, '/api/auth/register/verify', { registrationToken, code });
    expect(created.status).toBe(201);
    // Read to its end: a response left unread keeps its connection busy, and shutdown waits for it.
    await created.arrayBuffer();

    // Both workers find the welcome due at once and race for it.
    await Promise.all(servers.map((server) => advanceClock(server, 1_000)));
    const welcome = await smtp.nextMail(10_000);
    expect(welcome.subject).toBe('Welcome to Quietline');
    // A stopped server has finished its round under way: a second copy sent by either is here now.
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual(servers.map(() => 0));
    expect(smtp.unreadMail()).toEqual([]);
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'created_at', 'run_at'])
      .where('template', '=', 'welcome')
      .where('to_address', '=', email)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    // Scheduled for the delay after the sign-up (the clock runs on between the two readings).
    expect(Number(rows[0]?.run_at) - Number(rows[0]?.created_at)).toBeGreaterThan(900);
  });
});
