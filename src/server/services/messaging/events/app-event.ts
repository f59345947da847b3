import type { Role } from '../../../../shared/auth/roles';
import type { AppEventName } from '../../../../shared/messaging/app-events';

/** Each event's own fields: the names in `appEventFields`, which the console shows (a test keeps them equal). */
export interface AppEventPayloads {
  'user.registered': Record<never, never>;
  'password.reset_requested': { resetLink: string; twoFactorEnabled: boolean };
  'subscription.activated': {
    planId: string;
    planName: string;
    tier: string;
    cycle: string;
    periodEnd: string;
  };
  'subscription.canceled': {
    planId: string;
    planName: string;
    tier: string;
    cycle: string;
    /** When access ends (ISO time): now for an immediate cancel, else the period end. */
    endsAt: string;
    immediately: boolean;
  };
  'session.completed': { sessionId: string; durationMinutes: number; imageTitle: string | null };
  'streak.reached': { streakDays: number };
}

/** The member an event is about, who receives what its rules send. */
export interface EventRecipient {
  userId: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * Something that happened, as routing rules see it. `id` identifies this occurrence: emitting
 * the same event again (a replayed webhook, a retried request) schedules nothing new.
 */
export type AppEvent = {
  [Name in AppEventName]: {
    name: Name;
    id: string;
    recipient: EventRecipient;
    /** The member's language when known (the request's), else templates go out in English. */
    locale?: string;
    fields: AppEventPayloads[Name];
  };
}[AppEventName];
