import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes } from '../../../shared/admin/admin-messages';
import { authMessages } from '../../../shared/auth/auth-messages';
import { messagingErrorCodes, messagingMessages } from '../../../shared/messaging/messaging-messages';
import type { OutboxMessage, OutboxPage } from '../../../shared/messaging/outbox';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { findOutboxMail, insertOutboxMail } from '../../db/repositories/mail-outbox-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import type { MessageDelivery } from '../../services/messaging/delivery/message-delivery';
import { createAuthTestApp, sendJson, type TestApp } from '../../testing/auth-test-kit';
import { expectApiError } from '../../testing/admin-test-kit';
import { messagingAudit, signedInAs } from '../../testing/messaging-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);
const base = '/api/admin/messaging/outbox';

describeEachDialect('admin outbox API', (getDatabase) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let delivery: MessageDelivery;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let member: Record<string, string>;
  const ids: Record<'sent' | 'failed' | 'queued' | 'later', string> = {
    sent: '',
    failed: '',
    queued: '',
    later: '',
  };
  beforeAll(async () => {
    setFixedTime(start);
    smtp = await startTestSmtpServer();
    ({ app, delivery } = createAuthTestApp(getDatabase(), { env: { SMTP_URL: smtp.url } }));
    admin = (await signedInAs(app, getDatabase(), 'admin')).headers;
    editor = (await signedInAs(app, getDatabase(), 'editor')).headers;
    member = (await signedInAs(app, getDatabase(), 'user')).headers;
    const { db } = getDatabase();
    for (const name of ['sent', 'failed', 'queued', 'later'] as const) {
      advanceTime(1_000);
      ids[name] = await insertOutboxMail(db, {
        template: 'password-reset',
        to: `${name}@example.test`,
        subject: `The ${name} one`,
        text: `Secret link for ${name}: https://app.example.test/reset-password?token=secret-${name}`,
        html: '',
      });
    }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: start + 1_000, attempts: 1 })
      .where('id', '=', ids.sent)
      .execute();
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' })
      .where('id', '=', ids.failed)
      .execute();
    // Due in an hour: the failed one's retry should not bring it along.
    await db
      .updateTable('mail_outbox')
      .set({ run_at: start + 60 * 60_000 })
      .where('id', 'in', [ids.queued, ids.later])
      .execute();
  });
  afterAll(() => smtp.close());
  beforeEach(() => setFixedTime(start + 10_000));
  afterEach(resetClock);

  const page = async (query = '', headers = editor) => {
    const response = await app.request(`${base}${query}`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return (await response.json()) as OutboxPage;
  };

  it('answers 401 signed out and 403 to a member', async () => {
    await expectApiError(await app.request(base), 401, 'unauthorized');
    await expectApiError(
      await app.request(base, { headers: member }),
      403,
      'forbidden',
      authMessages.forbidden,
    );
    await expectApiError(await sendJson(app, 'POST', `${base}/${ids.failed}/retry`), 401, 'unauthorized');
    await expectApiError(
      await sendJson(app, 'POST', `${base}/${ids.failed}/retry`, undefined, member),
      403,
      'forbidden',
    );
  });

  it('shows editors each recipient masked: addresses are for admins', async () => {
    expect((await page('', editor)).items.map((item) => item.to)).toEqual([
      'l•••@example.test',
      'q•••@example.test',
      'f•••@example.test',
      's•••@example.test',
    ]);
  });

  it('lists messages newest first, by status, page by page, never with their bodies', async () => {
    const all = await page('', admin);
    expect(all.items.map((item) => item.to)).toEqual([
      'later@example.test',
      'queued@example.test',
      'failed@example.test',
      'sent@example.test',
    ]);
    expect(all.nextCursor).toBeNull();
    expect(all.items.find((item) => item.id === ids.failed)).toEqual({
      id: ids.failed,
      template: 'password-reset',
      to: 'failed@example.test',
      subject: 'The failed one',
      status: 'failed',
      priority: 5,
      attempts: 5,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      eventName: null,
      ruleId: null,
      runAt: new Date(start + 2_000).toISOString(),
      sentAt: null,
      createdAt: new Date(start + 2_000).toISOString(),
    } satisfies OutboxMessage);
    expect(JSON.stringify(all)).not.toContain('secret-');

    expect((await page('?status=failed', admin)).items.map((item) => item.id)).toEqual([ids.failed]);
    expect((await page('?status=sent')).items.map((item) => item.id)).toEqual([ids.sent]);
    const first = await page('?limit=3');
    expect(first.items).toHaveLength(3);
    const second = await page(`?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items.map((item) => item.id)).toEqual([ids.sent]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?status=lost', '?limit=0', '?limit=101', '?limit=ten', '?other=1'])
      await expectApiError(
        await app.request(`${base}${query}`, { headers: editor }),
        400,
        'validation_failed',
      );
    await expectApiError(
      await app.request(`${base}?cursor=not-a-cursor`, { headers: editor }),
      400,
      adminErrorCodes.invalidCursor,
    );
  });

  it('retries a failed message, audited: queued with all its tries again, and delivered at once', async () => {
    const response = await sendJson(app, 'POST', `${base}/${ids.failed}/retry`, undefined, {
      ...editor,
      'X-Request-Id': 'req-retry-1',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ids.failed, status: 'queued', attempts: 0 });
    expect((await messagingAudit(app, admin)).find((entry) => entry.targetId === ids.failed)).toMatchObject({
      action: 'message.retry',
      before: { status: 'failed', attempts: 5 },
      after: { status: 'queued', attempts: 0 },
      requestId: 'req-retry-1',
    });
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('The failed one');
    await expect.poll(async () => (await findOutboxMail(getDatabase().db, ids.failed))?.status).toBe('sent');
    expect(await findOutboxMail(getDatabase().db, ids.failed)).toMatchObject({
      attempts: 1,
      last_error: null,
    });
    // Only due messages went: the two queued for later wait.
    await delivery.drain();
    expect(smtp.unreadMail()).toEqual([]);
    for (const id of [ids.queued, ids.later])
      expect((await findOutboxMail(getDatabase().db, id))?.status).toBe('queued');

    const auditBefore = (await messagingAudit(app, admin)).length;
    for (const id of [ids.sent, ids.queued, ids.failed])
      await expectApiError(
        await sendJson(app, 'POST', `${base}/${id}/retry`, undefined, editor),
        409,
        messagingErrorCodes.notFailed,
        messagingMessages.notFailed,
      );
    await expectApiError(
      await sendJson(app, 'POST', `${base}/no-such-message/retry`, undefined, editor),
      404,
      messagingErrorCodes.messageNotFound,
    );
    expect((await messagingAudit(app, admin)).length).toBe(auditBefore);
  });
});
