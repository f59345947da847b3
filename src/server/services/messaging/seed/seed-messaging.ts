import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppEventName } from '../../../../shared/messaging/app-events';
import { MAX_PRIORITY, type RuleAction } from '../../../../shared/messaging/routing-rules';
import { nowMs } from '../../../clock';
import { insertMessageTemplateIfMissing } from '../../../db/repositories/message-templates-repository';
import { insertRoutingRuleIfMissing } from '../../../db/repositories/routing-rules-repository';
import { getSetting, setSetting } from '../../../db/repositories/settings-repository';
import type { DB } from '../../../db/schema';
import { seededTemplates } from './seeded-templates';

/** The rules that send the seeded mails, with fixed ids so instances starting together insert each once. */
const seededRules: readonly { id: string; name: string; event: AppEventName; action: RuleAction }[] = [
  {
    id: 'seed-welcome',
    name: 'Welcome new members',
    event: 'user.registered',
    action: { channel: 'email', templateKey: 'welcome', delayMs: 0, priority: 5 },
  },
  {
    id: 'seed-password-reset',
    name: 'Password reset link',
    event: 'password.reset_requested',
    // The member is waiting for it.
    action: { channel: 'email', templateKey: 'password-reset', delayMs: 0, priority: MAX_PRIORITY },
  },
];

/** Bump when the seeded templates or rules grow: a database seeded at an older version receives them. */
export const MESSAGING_SEED_VERSION = '2';
const versionKey = 'messaging.seed_version';

/**
 * Stores the welcome and password-reset templates (in every app locale) and the rules that send
 * them, once: each is inserted only when missing and the version is recorded, so an editor's
 * changes, and a template or rule an editor deleted, survive restarts.
 */
export async function seedMessaging(db: Kysely<DB>): Promise<void> {
  if ((await getSetting(db, versionKey)) === MESSAGING_SEED_VERSION) return;
  await db.transaction().execute(async (trx) => {
    const time = nowMs();
    for (const template of seededTemplates) {
      await insertMessageTemplateIfMissing(trx, {
        id: randomUUID(),
        template_key: template.key,
        name: template.name,
        language: template.language,
        channel: 'email',
        content_type: 'text',
        subject: template.subject,
        body: template.body,
        created_at: time,
        updated_at: time,
      });
    }
    for (const rule of seededRules) {
      await insertRoutingRuleIfMissing(trx, {
        id: rule.id,
        name: rule.name,
        event: rule.event,
        conditions_json: '[]',
        actions_json: JSON.stringify([rule.action]),
        segment: 'all',
        enabled: 1,
        created_at: time,
        updated_at: time,
      });
    }
    await setSetting(trx, versionKey, MESSAGING_SEED_VERSION);
  });
}
