import type { TemplateVariables } from './render-template';

const DAY_MS = 86_400_000;

/**
 * Stand-ins for every event field, so a preview or test send shows a template as a member would
 * read it whichever event sends it.
 */
export function sampleVariables(appUrl: string, now: number): TemplateVariables {
  return {
    appUrl,
    userId: 'sample-member',
    email: 'ada@example.com',
    name: 'Ada',
    role: 'user',
    locale: 'en',
    resetLink: `${appUrl}/reset-password?token=sample`,
    twoFactorEnabled: false,
    planId: 'premium',
    planName: 'Premium',
    tier: 'premium',
    cycle: 'monthly',
    periodEnd: new Date(now + 30 * DAY_MS).toISOString(),
    endsAt: new Date(now + 30 * DAY_MS).toISOString(),
    immediately: false,
    sessionId: 'sample-session',
    durationMinutes: 10,
    imageTitle: 'Lotus',
    streakDays: 7,
  };
}
