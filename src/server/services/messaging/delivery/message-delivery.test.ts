import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { advanceTime, nowMs, resetClock, serverClock, setFixedTime } from '../../../clock';
import { createDatabase, type Database } from '../../../db/create-database';
import {
  findOutboxMail,
  insertOutboxMail,
  requeueFailedMessage,
} from '../../../db/repositories/mail-outbox-repository';
import { claimDueMessages, markMessageSent } from '../../../db/repositories/message-jobs-repository';
import type { UserRow } from '../../../db/repositories/users-repository';
import { describeEachDialect } from '../../../db/testing/each-dialect';
import { createTestUser } from '../../../testing/auth-test-kit';
import { captureLogs } from '../../../testing/capture-logs';
import { insertTestRule, recipientOf, unreachableSmtpUrl } from '../../../testing/messaging-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../../testing/test-smtp-server';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { emitAppEvent } from '../events/emit-app-event';
import { seedMessaging } from '../seed/seed-messaging';
import { createMessageDelivery } from './message-delivery';
import { retryDelayMs } from './retry-backoff';

const start = Date.UTC(2030, 4, 1, 9, 0, 0);
const appUrl = 'http://app.example.test';
const from = 'Quietline <hello@quietline.test>';

describeEachDialect('message delivery', (getDatabase, getConfig) => {
  let smtp: TestSmtpServer;
  let member: UserRow;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    await seedMessaging(getDatabase().db);
    member = await createTestUser(getDatabase(), { name: 'Mira' });
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    setFixedTime(start);
    // Each test starts with an empty outbox, so one test's retries never come due in another.
    await getDatabase().db.deleteFrom('mail_outbox').execute();
  });
  afterEach(resetClock);

  const deliveryTo = (smtpUrl: string, database: Database = getDatabase(), leaseMs?: number) =>
    createMessageDelivery({
      database,
      transport: createSmtpMailer(smtpUrl, from),
      appUrl,
      logger: captureLogs().logger,
      clock: serverClock,
      ...(leaseMs === undefined ? {} : { leaseMs }),
    });
  const streak = (streakDays: number, id = randomUUID(), locale?: string) =>
    emitAppEvent(
      { db: getDatabase().db, clock: serverClock },
      {
        name: 'streak.reached',
        id,
        recipient: recipientOf(member),
        ...(locale === undefined ? {} : { locale }),
        fields: { streakDays },
      },
    );
  const message = async (id: string) => {
    const row = await findOutboxMail(getDatabase().db, id);
    if (!row) throw new Error(`no message ${id}`);
    return row;
  };
  const byRule = (ruleId: string) =>
    getDatabase().db.selectFrom('mail_outbox').selectAll().where('rule_id', '=', ruleId).execute();
  /** Every send here is awaited (runOnce), so a mail sent is already at the SMTP server. */
  const expectNoMoreMail = () => expect(smtp.unreadMail()).toEqual([]);

  it('schedules a matching rule’s message after its delay by the server clock, and delivers it once', async () => {
    const ruleId = await insertTestRule(getDatabase().db, {
      event: 'streak.reached',
      conditions: [{ field: 'streakDays', operator: 'in', value: [7, 30] }],
      actions: [{ templateKey: 'welcome', delayMs: 1_000 }],
    });
    const eventId = randomUUID();
    expect(await streak(7, eventId)).toBe(1);
    // The same event again (a retried request) schedules nothing more; a non-matching one nothing.
    expect(await streak(7, eventId)).toBe(0);
    expect(await streak(3)).toBe(0);
    const [scheduled] = await byRule(ruleId);
    expect(scheduled).toMatchObject({ status: 'queued', run_at: start + 1_000, attempts: 0, subject: '' });

    const delivery = deliveryTo(smtp.url);
    expect(await delivery.runOnce()).toBe(0);
    advanceTime(999);
    expect(await delivery.runOnce()).toBe(0);
    advanceTime(1);
    expect(await delivery.runOnce()).toBe(1);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Welcome to Quietline');
    expect(mail.text?.trimEnd()).toBe(
      `Hello Mira,\n\nWelcome to Quietline. Your account is ready: take a breath and trace your first line.\n\n${appUrl}`,
    );
    expect(mail.html).toBe(false);
    expect(await delivery.runOnce()).toBe(0);
    expectNoMoreMail();
    expect(await message(scheduled!.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: start + 1_000,
      subject: 'Welcome to Quietline',
      lease_token: null,
      last_error: null,
    });
  });

  it('drains: resolves once what a nudge woke, and all else due, has gone out; what is not due waits', async () => {
    const note = (subject: string) =>
      insertOutboxMail(getDatabase().db, {
        template: 'note',
        to: 'drain@example.test',
        subject,
        text: subject,
        html: '',
      });
    advanceTime(60_000);
    const later = await note('Later');
    setFixedTime(start);
    const due = [await note('Now 1'), await note('Now 2')];
    const delivery = deliveryTo(smtp.url);
    delivery.nudge();
    await delivery.drain();
    const arrived = smtp.unreadMail().map((mail) => mail.subject);
    expect(arrived.sort()).toEqual(['Now 1', 'Now 2']);
    for (const id of due) expect((await message(id)).status).toBe('sent');
    expect((await message(later)).status).toBe('queued');
    for (const _ of due) await smtp.nextMail();
  });

  it('renders in the member’s language when the template has it, else in English', async () => {
    const ruleId = await insertTestRule(getDatabase().db, {
      event: 'streak.reached',
      conditions: [{ field: 'streakDays', operator: 'equals', value: 12 }],
      actions: [{ templateKey: 'welcome' }],
    });
    await streak(12, randomUUID(), 'ar');
    await streak(12, randomUUID(), 'fr');
    // A language the app does not ship.
    await streak(12, randomUUID(), 'ja');
    expect(await deliveryTo(smtp.url).runOnce()).toBe(3);
    const subjects = [
      (await smtp.nextMail()).subject,
      (await smtp.nextMail()).subject,
      (await smtp.nextMail()).subject,
    ].sort();
    expect(subjects).toEqual(['Bienvenue sur Quietline', 'Welcome to Quietline', 'مرحبًا بك في Quietline']);
    expect((await byRule(ruleId)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends due messages by priority, higher first', async () => {
    const low = await insertOutboxMail(getDatabase().db, {
      template: 'note',
      to: 'low@example.test',
      subject: 'Low',
      text: 'Low',
      html: '',
      priority: 1,
    });
    const high = await insertOutboxMail(getDatabase().db, {
      template: 'note',
      to: 'high@example.test',
      subject: 'High',
      text: 'High',
      html: '<p>High</p>',
      priority: 9,
    });
    expect(await deliveryTo(smtp.url).runOnce()).toBe(2);
    const first = await smtp.nextMail();
    expect([first.subject, first.html]).toEqual(['High', '<p>High</p>']);
    expect((await smtp.nextMail()).subject).toBe('Low');
    expect((await message(low)).status).toBe('sent');
    expect((await message(high)).status).toBe('sent');
  });

  it('retries a failed send with back-off, gives up after five tries, and sends once retried', async () => {
    const id = await insertOutboxMail(getDatabase().db, {
      template: 'note',
      to: 'someone@example.test',
      subject: 'Retry me',
      text: 'Hello',
      html: '',
    });
    const down = deliveryTo(await unreachableSmtpUrl());
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await down.runOnce()).toBe(1);
      const row = await message(id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, lease_token: null });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      waits.push(row.run_at - nowMs());
      // Not due again until its back-off has passed.
      advanceTime(row.run_at - nowMs() - 1);
      expect(await down.runOnce()).toBe(0);
      advanceTime(1);
    }
    expect(waits).toEqual([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3), retryDelayMs(4)]);
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(await down.runOnce()).toBe(1);
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 5 });
    advanceTime(24 * 60 * 60_000);
    expect(await down.runOnce()).toBe(0);

    expect(await requeueFailedMessage(getDatabase().db, id, nowMs())).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    expect(await deliveryTo(smtp.url).runOnce()).toBe(1);
    expect((await smtp.nextMail()).subject).toBe('Retry me');
    expect(await message(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Only a failed message goes back to the queue.
    expect(await requeueFailedMessage(getDatabase().db, id, nowMs())).toBeUndefined();
  });

  it('fails a message whose template is gone, saying so', async () => {
    const ruleId = await insertTestRule(getDatabase().db, {
      event: 'streak.reached',
      conditions: [{ field: 'streakDays', operator: 'equals', value: 99 }],
      actions: [{ templateKey: 'no-such-template' }],
    });
    await streak(99);
    expect(await deliveryTo(smtp.url).runOnce()).toBe(1);
    const [row] = await byRule(ruleId);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'No template has the ID no-such-template',
    });
  });

  it('takes over a message whose sender stopped mid-send once its lease ends, and fences the old claim', async () => {
    const id = await insertOutboxMail(getDatabase().db, {
      template: 'note',
      to: 'lease@example.test',
      subject: 'Lease',
      text: 'Lease',
      html: '',
    });
    // A worker claims it and is never heard of again (crashed before it sent).
    const [lost] = await claimDueMessages(getDatabase().db, getDatabase().dialect, {
      now: nowMs(),
      leaseMs: 60_000,
      token: 'crashed-worker',
      limit: 10,
    });
    expect(lost?.id).toBe(id);
    const other = deliveryTo(smtp.url, getDatabase(), 60_000);
    expect(await other.runOnce()).toBe(0);
    advanceTime(60_000);
    expect(await other.runOnce()).toBe(1);
    expect((await smtp.nextMail()).subject).toBe('Lease');
    expect(await message(id)).toMatchObject({ status: 'sent', attempts: 2 });
    // The first claim no longer holds: its late word changes nothing.
    expect(await markMessageSent(getDatabase().db, lost!, nowMs(), null)).toBe(false);
  });

  it('delivers each message exactly once when two workers on two connections race for them', async () => {
    const second = createDatabase(getConfig());
    try {
      const subjects = Array.from({ length: 24 }, (_, index) => `Race ${index}`);
      for (const subject of subjects)
        await insertOutboxMail(getDatabase().db, {
          template: 'race',
          to: 'race@example.test',
          subject,
          text: subject,
          html: '',
        });
      const workers = [deliveryTo(smtp.url), deliveryTo(smtp.url, second)];
      const handled = await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));
      expect(handled.reduce((sum, count) => sum + count, 0)).toBe(subjects.length);
      const received: string[] = [];
      for (const _ of subjects) received.push((await smtp.nextMail()).subject ?? '');
      expect(received.sort()).toEqual([...subjects].sort());
      expectNoMoreMail();
      const rows = await getDatabase()
        .db.selectFrom('mail_outbox')
        .selectAll()
        .where('template', '=', 'race')
        .execute();
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(subjects.map(() => ['sent', 1]));
    } finally {
      await second.destroy();
    }
  });

  it('claims disjoint messages when many claims run at once from two connections', async () => {
    const second = createDatabase(getConfig());
    try {
      const ids = new Set<string>();
      for (let index = 0; index < 30; index += 1)
        ids.add(
          await insertOutboxMail(getDatabase().db, {
            template: 'claim-race',
            to: 'claims@example.test',
            subject: `Claim ${index}`,
            text: '-',
            html: '',
          }),
        );
      const claim = (database: Database) =>
        claimDueMessages(database.db, database.dialect, {
          now: nowMs(),
          leaseMs: 60_000,
          token: randomUUID(),
          limit: 3,
        });
      const batches = await Promise.all(
        Array.from({ length: 16 }, (_, index) => claim(index % 2 === 0 ? getDatabase() : second)),
      );
      const claimed = batches.flat().map((row) => row.id);
      expect(claimed).toHaveLength(30);
      expect(new Set(claimed)).toEqual(ids);
    } finally {
      await second.destroy();
    }
  });
});
