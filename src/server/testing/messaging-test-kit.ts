import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { AuditEntry, AuditResponse } from '../../shared/admin/audit-log';
import type { Role } from '../../shared/auth/roles';
import type { AppEventName } from '../../shared/messaging/app-events';
import type { RuleAction, RuleCondition, RuleSegment } from '../../shared/messaging/routing-rules';
import { nowMs } from '../clock';
import type { Database } from '../db/create-database';
import type { UserRow } from '../db/repositories/users-repository';
import { insertRoutingRule } from '../db/repositories/routing-rules-repository';
import type { DB } from '../db/schema';
import type { EventRecipient } from '../services/messaging/events/app-event';
import { bearer, createTestUser, signIn, type TestApp } from './auth-test-kit';

/** Stores a routing rule as the console would (the API's own checks are tested on the routes). */
export async function insertTestRule(
  db: Kysely<DB>,
  rule: {
    event: AppEventName;
    actions: Partial<RuleAction>[];
    conditions?: RuleCondition[];
    segment?: RuleSegment;
  },
): Promise<string> {
  const id = randomUUID();
  const actions = rule.actions.map((action) => ({
    channel: 'email',
    templateKey: 'welcome',
    delayMs: 0,
    priority: 5,
    ...action,
  }));
  await insertRoutingRule(db, {
    id,
    name: `Test rule ${id.slice(0, 8)}`,
    event: rule.event,
    conditions_json: JSON.stringify(rule.conditions ?? []),
    actions_json: JSON.stringify(actions),
    segment: rule.segment ?? 'all',
    enabled: 1,
    created_at: nowMs(),
    updated_at: nowMs(),
  });
  return id;
}

/** Turns off every rule of an event (the seeded ones included), so a test's own rule is the only one. */
export async function disableRulesOf(db: Kysely<DB>, event: AppEventName): Promise<void> {
  await db.updateTable('routing_rules').set({ enabled: 0 }).where('event', '=', event).execute();
}

export const recipientOf = (user: UserRow): EventRecipient => ({
  userId: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
});

/** An SMTP URL where nothing listens: every send to it fails at once (connection refused). */
export function unreachableSmtpUrl(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(`smtp://127.0.0.1:${port}`));
    });
  });
}

/** Headers of a freshly signed-in account with the role. */
export async function signedInAs(app: TestApp, database: Database, role: Role) {
  const user = await createTestUser(database, { role });
  return { user, headers: bearer((await signIn(app, user.email)).accessToken) };
}

/** The messaging area's audit entries, newest first. */
export async function messagingAudit(
  app: TestApp,
  adminHeaders: Record<string, string>,
): Promise<AuditEntry[]> {
  const response = await app.request('/api/admin/audit?area=messaging&limit=100', { headers: adminHeaders });
  return ((await response.json()) as AuditResponse).items;
}

/** Makes the seeded welcome rule send its email `delayMs` after sign-up, as an admin could. */
export async function delaySeededWelcome(db: Kysely<DB>, delayMs: number): Promise<void> {
  await db
    .updateTable('routing_rules')
    .set({
      actions_json: JSON.stringify([{ channel: 'email', templateKey: 'welcome', delayMs, priority: 5 }]),
    })
    .where('id', '=', 'seed-welcome')
    .execute();
}
