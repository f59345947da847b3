import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { messagingErrorCodes, messagingMessages } from '../../../shared/messaging/messaging-messages';
import type { RoutingRule, RuleList } from '../../../shared/messaging/routing-rules';
import { resetClock, serverClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { emitAppEvent } from '../../services/messaging/events/emit-app-event';
import { seedMessaging } from '../../services/messaging/seed/seed-messaging';
import { createAuthTestApp, sendJson, type TestApp } from '../../testing/auth-test-kit';
import { expectApiError, expectStaffOnly } from '../../testing/admin-test-kit';
import { messagingAudit, recipientOf, signedInAs } from '../../testing/messaging-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);
const base = '/api/admin/messaging/rules';

const weekRule = {
  name: 'A week of practice',
  event: 'streak.reached',
  conditions: [{ field: 'streakDays', operator: 'in', value: [7, 30] }],
  actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 60_000, priority: 3 }],
  segment: 'members',
};

describeEachDialect('admin routing rules API', (getDatabase) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    await seedMessaging(getDatabase().db);
    admin = (await signedInAs(app, getDatabase(), 'admin')).headers;
    editor = (await signedInAs(app, getDatabase(), 'editor')).headers;
    member = (await signedInAs(app, getDatabase(), 'user')).headers;
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  const send = (method: string, path: string, body?: unknown, headers = editor) =>
    sendJson(app, method, `${base}${path}`, body, headers);
  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', '', body);
    expect(response.status).toBe(201);
    return (await response.json()) as RoutingRule;
  };
  const auditCount = async () => (await messagingAudit(app, admin)).length;

  it('answers 401 signed out and 403 to a member, on every endpoint', async () => {
    await expectStaffOnly(app, base, member, [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', '/some-id'],
      ['DELETE', '/some-id'],
    ]);
  });

  it('lists the seeded rules that send the welcome and reset mails', async () => {
    for (const headers of [admin, editor]) {
      const response = await send('GET', '', undefined, headers);
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as RuleList;
      // Seeded together: the same time, then by id.
      expect(items.filter((rule) => rule.id.startsWith('seed-'))).toEqual([
        expect.objectContaining({
          event: 'password.reset_requested',
          actions: [{ channel: 'email', templateKey: 'password-reset', delayMs: 0, priority: 10 }],
        }),
        expect.objectContaining({
          event: 'user.registered',
          conditions: [],
          actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 0, priority: 5 }],
          segment: 'all',
          enabled: true,
        }),
      ]);
    }
  });

  it('creates a rule with its defaults, audited, and the next matching event schedules its message', async () => {
    const response = await sendJson(app, 'POST', base, weekRule, { ...editor, 'X-Request-Id': 'req-rule-1' });
    expect(response.status).toBe(201);
    const rule = (await response.json()) as RoutingRule;
    expect(rule).toMatchObject({ ...weekRule, enabled: true });
    expect((await messagingAudit(app, admin)).find((entry) => entry.targetId === rule.id)).toMatchObject({
      action: 'rule.create',
      before: null,
      after: { event: 'streak.reached', segment: 'members' },
      requestId: 'req-rule-1',
    });
    const minimal = await create({
      name: 'Every session',
      event: 'session.completed',
      actions: [{ templateKey: 'welcome' }],
    });
    expect(minimal).toMatchObject({
      conditions: [],
      segment: 'all',
      enabled: true,
      actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 0, priority: 5 }],
    });

    const memberUser = (await signedInAs(app, getDatabase(), 'user')).user;
    const staffUser = (await signedInAs(app, getDatabase(), 'editor')).user;
    const streak = (user: typeof memberUser, streakDays: number) =>
      emitAppEvent(
        { db: getDatabase().db, clock: serverClock },
        {
          name: 'streak.reached',
          id: randomUUID(),
          recipient: recipientOf(user),
          fields: { streakDays },
        },
      );
    expect(await streak(memberUser, 7)).toBe(1);
    expect(await streak(memberUser, 8)).toBe(0);
    // The members segment leaves staff out.
    expect(await streak(staffUser, 30)).toBe(0);
    const [scheduled] = await getDatabase()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .where('rule_id', '=', rule.id)
      .execute();
    expect(scheduled).toMatchObject({
      to_address: memberUser.email,
      template: 'welcome',
      priority: 3,
      run_at: start + 60_000 + 60_000,
      event_name: 'streak.reached',
    });
  });

  it('refuses bad input with 400 — an unknown event, operator, field or template among it — and records nothing', async () => {
    const before = await auditCount();
    const condition = (value: unknown) => ({ ...weekRule, conditions: [value] });
    for (const body of [
      {},
      { ...weekRule, event: 'user.deleted' },
      { ...weekRule, event: '' },
      condition({ field: 'streakDays', operator: 'between', value: 3 }),
      condition({ field: 'streakDays', operator: 'in', value: 7 }),
      condition({ field: 'streakDays', operator: 'in', value: [] }),
      condition({ field: 'streakDays', operator: 'greater', value: 'seven' }),
      condition({ field: 'streakDays', operator: 'equals', value: [7] }),
      condition({ field: 'streakDays', operator: 'equals', value: { days: 7 } }),
      condition({ field: 'streakDays', operator: 'equals' }),
      condition({ field: 'planName', operator: 'equals', value: 'Premium' }),
      { ...weekRule, actions: [] },
      { ...weekRule, actions: [{ templateKey: 'welcome', delayMs: -1 }] },
      { ...weekRule, actions: [{ templateKey: 'welcome', delayMs: 1.5 }] },
      { ...weekRule, actions: [{ templateKey: 'welcome', priority: 11 }] },
      { ...weekRule, actions: [{ templateKey: 'welcome', channel: 'sms' }] },
      { ...weekRule, actions: [{ templateKey: 'Welcome!' }] },
      { ...weekRule, segment: 'vip' },
      { ...weekRule, enabled: 'yes' },
      { ...weekRule, extra: 1 },
      [],
    ])
      await expectApiError(await send('POST', '', body), 400, 'validation_failed');
    const unknownField = await expectApiError(
      await send('POST', '', condition({ field: 'planName', operator: 'equals', value: 'Premium' })),
      400,
      'validation_failed',
    );
    expect(unknownField.message).toContain('streak.reached has no field planName');
    await expectApiError(
      await send('POST', '', { ...weekRule, actions: [{ templateKey: 'no-such-template' }] }),
      400,
      messagingErrorCodes.unknownTemplate,
      `${messagingMessages.unknownTemplate} no-such-template`,
    );
    const malformed = await app.request(base, {
      method: 'POST',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    await expectApiError(malformed, 400, 'malformed_json');
    expect(await auditCount()).toBe(before);
  });

  it('changes only what differs, checks the rule as it would be, and audits before and after', async () => {
    const rule = await create(weekRule);
    const response = await send('PATCH', `/${rule.id}`, {
      enabled: false,
      conditions: [{ field: 'streakDays', operator: 'greater', value: 6 }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      enabled: false,
      conditions: [{ operator: 'greater', value: 6 }],
    });
    expect(
      (await messagingAudit(app, admin)).find(
        (entry) => entry.targetId === rule.id && entry.action === 'rule.update',
      ),
    ).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const before = await auditCount();
    for (const body of [
      {},
      { name: weekRule.name, enabled: false },
      // The same actions with their defaults spelled out, in another key order.
      { actions: [{ priority: 3, delayMs: 60_000, templateKey: 'welcome', channel: 'email' }] },
    ])
      await expectApiError(
        await send('PATCH', `/${rule.id}`, body),
        400,
        adminErrorCodes.noChanges,
        adminMessages.noChanges,
      );
    // session.completed has no streakDays: moving the rule there keeps its condition invalid.
    const moved = await expectApiError(
      await send('PATCH', `/${rule.id}`, { event: 'session.completed' }),
      400,
      messagingErrorCodes.unknownField,
    );
    expect(moved.message).toBe('session.completed has no field streakDays');
    await expectApiError(
      await send('PATCH', `/${rule.id}`, { actions: [{ templateKey: 'gone' }] }),
      400,
      messagingErrorCodes.unknownTemplate,
    );
    for (const body of [{ segment: 'everyone' }, { conditions: 'none' }, { id: 'other' }])
      await expectApiError(await send('PATCH', `/${rule.id}`, body), 400, 'validation_failed');
    await expectApiError(
      await send('PATCH', '/no-such-rule', { enabled: true }),
      404,
      messagingErrorCodes.ruleNotFound,
      messagingMessages.ruleNotFound,
    );
    expect(await auditCount()).toBe(before);
    expect(
      await (await send('PATCH', `/${rule.id}`, { event: 'session.completed', conditions: [] })).json(),
    ).toMatchObject({ event: 'session.completed', conditions: [] });
  });

  it('deletes a rule and records what it was', async () => {
    const rule = await create({ ...weekRule, name: 'To remove' });
    const response = await sendJson(app, 'DELETE', `${base}/${rule.id}`, undefined, {
      ...admin,
      'X-Request-Id': 'req-rule-del',
    });
    expect(response.status).toBe(204);
    const { items } = (await (await send('GET', '')).json()) as RuleList;
    expect(items.map((item) => item.id)).not.toContain(rule.id);
    expect(
      (await messagingAudit(app, admin)).find(
        (entry) => entry.targetId === rule.id && entry.action === 'rule.delete',
      ),
    ).toMatchObject({ before: { name: 'To remove' }, after: null, requestId: 'req-rule-del' });
    await expectApiError(await send('DELETE', `/${rule.id}`), 404, messagingErrorCodes.ruleNotFound);
  });

  it('seeds once: an editor’s changes and deletions survive the next start', async () => {
    expect((await send('PATCH', '/seed-welcome', { enabled: false })).status).toBe(200);
    expect((await send('DELETE', '/seed-password-reset')).status).toBe(204);
    await seedMessaging(getDatabase().db);
    const { items } = (await (await send('GET', '')).json()) as RuleList;
    expect(items.find((rule) => rule.id === 'seed-welcome')?.enabled).toBe(false);
    expect(items.find((rule) => rule.id === 'seed-password-reset')).toBeUndefined();
  });
});
