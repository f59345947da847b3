import { insertScheduledMessage } from '../../../db/repositories/mail-outbox-repository';
import { listEnabledRulesFor } from '../../../db/repositories/routing-rules-repository';
import type { DbAndClock } from '../../db-and-clock';
import { inSegment } from '../rules/in-segment';
import { matchesConditions, type FieldValue } from '../rules/matches-conditions';
import { presentRule } from '../rules/present-rule';
import type { AppEvent } from './app-event';

/** The event's fields as rules test them and templates print them: the recipient's, then its own. */
export function eventFields(event: AppEvent): Record<string, FieldValue> {
  const { userId, email, name, role } = event.recipient;
  return { userId, email, name, role, locale: event.locale ?? 'en', ...event.fields };
}

/**
 * Evaluates the event's enabled routing rules and stores a message for each action of each rule
 * that matches (segment and every condition), due after the action's delay by the app's clock.
 * Pass the transaction of the change the event reports, so the messages exist exactly when the
 * change does; a worker delivers them (ADR 020). Each message's dedupe key is the event, rule and
 * action, so emitting one event twice schedules nothing more. Answers how many messages it stored.
 */
export async function emitAppEvent(deps: DbAndClock, event: AppEvent): Promise<number> {
  const { db, clock } = deps;
  const rules = await listEnabledRulesFor(db, event.name);
  if (rules.length === 0) return 0;
  const fields = eventFields(event);
  const now = clock.nowMs();
  let scheduled = 0;
  for (const rule of rules.map(presentRule)) {
    if (!matchesConditions(rule.conditions, fields)) continue;
    if (!(await inSegment(deps, rule.segment, event.recipient))) continue;
    for (const [index, action] of rule.actions.entries()) {
      const stored = await insertScheduledMessage(db, {
        template: action.templateKey,
        to: event.recipient.email,
        language: event.locale ?? 'en',
        variables: fields,
        priority: action.priority,
        runAt: now + action.delayMs,
        eventName: event.name,
        eventId: event.id,
        ruleId: rule.id,
        dedupeKey: `${event.name}:${event.id}:${rule.id}:${index}`,
      });
      if (stored) scheduled += 1;
    }
  }
  return scheduled;
}
