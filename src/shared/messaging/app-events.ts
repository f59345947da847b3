/**
 * The events the app emits for routing rules (issue 12, ADR 020), and the fields each carries:
 * what a rule's conditions may test and what a template may print.
 */
export const appEventNames = [
  'user.registered',
  'password.reset_requested',
  'subscription.activated',
  'subscription.canceled',
  'session.completed',
  'streak.reached',
] as const;
export type AppEventName = (typeof appEventNames)[number];

/** The member an event is about: every event carries these. */
export const recipientFields = ['userId', 'email', 'name', 'role', 'locale'] as const;

/** Each event's own fields, besides the recipient's. */
export const appEventFields = {
  'user.registered': [],
  'password.reset_requested': ['resetLink', 'twoFactorEnabled'],
  'subscription.activated': ['planId', 'planName', 'tier', 'cycle', 'periodEnd'],
  'subscription.canceled': ['planId', 'planName', 'tier', 'cycle', 'endsAt', 'immediately'],
  'session.completed': ['sessionId', 'durationMinutes', 'imageTitle'],
  'streak.reached': ['streakDays'],
} as const satisfies Record<AppEventName, readonly string[]>;

/** Every field a rule on `event` may test. */
export function fieldsOfEvent(event: AppEventName): readonly string[] {
  return [...recipientFields, ...appEventFields[event]];
}

/** What every template may print besides an event's fields. */
export const templateGlobals = ['appUrl'] as const;
