import type { EscalationCategory } from '../../shared/auth/escalation';
import { isEscalationCategory } from '../../shared/auth/escalation';

/** The translation key of each category's label (spec §4). */
const labelKeys = {
  admin: 'escalation.categories.admin',
  phi: 'escalation.categories.phi',
  'phi-sensitive': 'escalation.categories.phiSensitive',
  'part2-sud': 'escalation.categories.part2Sud',
  prescription: 'escalation.categories.prescription',
  'epcs-controlled': 'escalation.categories.epcsControlled',
  'clinical-order': 'escalation.categories.clinicalOrder',
  'break-glass': 'escalation.categories.breakGlass',
  'security-settings': 'escalation.categories.securitySettings',
  'user-management': 'escalation.categories.userManagement',
  financial: 'escalation.categories.financial',
} as const satisfies Record<EscalationCategory, string>;

export type CategoryLabelKey = (typeof labelKeys)[EscalationCategory];

/** The label key for a step-up reason, or null when the reason is not a known category. */
export function categoryLabelKey(reason: string): CategoryLabelKey | null {
  return isEscalationCategory(reason) ? labelKeys[reason] : null;
}
