import { z } from 'zod/mini';
import { oauthProviders } from './auth-responses';

/*
 * "Escalation" is the wire name of what the client calls a step-up: the X-Escalation-Token
 * header, the ESCALATION_REQUIRED code, /api/auth/escalation and the server's names keep it, as
 * contracts; the client's own code says step-up (src/lib/step-up, src/components/step-up).
 */

/** The four ways the step-up dialog can confirm the user (spec §4 Step-up dialog). */
export const escalationModes = ['password', '2fa', 'justification', 'acknowledge'] as const;
export type EscalationMode = (typeof escalationModes)[number];

/**
 * Each escalation category and the mode it demands (spec §4). The key is what a 403 names as
 * `reason` and what the dialog sends back as `reason`; the server refuses any other mode for it.
 */
export const escalationCategoryModes = {
  admin: 'password',
  phi: 'acknowledge',
  'phi-sensitive': 'justification',
  'part2-sud': 'justification',
  prescription: 'password',
  'epcs-controlled': '2fa',
  'clinical-order': 'acknowledge',
  'break-glass': 'justification',
  'security-settings': 'password',
  'user-management': '2fa',
  financial: 'password',
} as const satisfies Record<string, EscalationMode>;

export type EscalationCategory = keyof typeof escalationCategoryModes;

export const escalationCategories = Object.keys(escalationCategoryModes) as [
  EscalationCategory,
  ...EscalationCategory[],
];

/** The English labels of spec §4; the client translates them, keyed by category. */
export const escalationCategoryLabels: Record<EscalationCategory, string> = {
  admin: 'Admin',
  phi: 'PHI',
  'phi-sensitive': 'PHI Sensitive',
  'part2-sud': 'Part 2 SUD',
  prescription: 'Prescription',
  'epcs-controlled': 'EPCS Controlled',
  'clinical-order': 'Clinical Order',
  'break-glass': 'Break Glass',
  'security-settings': 'Security Settings',
  'user-management': 'User Management',
  financial: 'Financial',
};

export function isEscalationCategory(value: string): value is EscalationCategory {
  return Object.hasOwn(escalationCategoryModes, value);
}

/** The request header that carries an escalation token on the retried call. */
export const escalationTokenHeader = 'X-Escalation-Token';

export const escalationRequiredCode = 'ESCALATION_REQUIRED';

/**
 * The ways a user can pass a password or two-factor step-up: the password itself, a two-factor
 * code, or signing in again with a linked provider. An account made by Google or Apple sign-in
 * has no password, so its password step-up is passed one of the other ways.
 */
export const stepUpMethods = ['password', '2fa', ...oauthProviders] as const;
export type StepUpMethod = (typeof stepUpMethods)[number];

/** The 403 body of an endpoint guarded by a step-up category. */
export const escalationRequiredBodySchema = z.object({
  code: z.literal(escalationRequiredCode),
  mode: z.enum(escalationModes),
  /** The category key, e.g. `security-settings`. */
  reason: z.enum(escalationCategories),
  message: z.string(),
  /**
   * Password and two-factor modes: the ways this user can pass it, best first. Empty when there is
   * none yet (two-factor mode without two-factor on): `message` says what to do instead.
   */
  methods: z.optional(z.array(z.enum(stepUpMethods))),
});

export type EscalationRequiredBody = z.infer<typeof escalationRequiredBodySchema>;
