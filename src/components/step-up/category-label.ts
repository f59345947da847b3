import type { EscalationCategory } from '../../shared/auth/escalation';
import { isEscalationCategory } from '../../shared/auth/escalation';

/** The translation key of each category's label (spec §4). */
const labelKeys = {
  admin: 'stepUp.categories.admin',
  phi: 'stepUp.categories.phi',
  'phi-sensitive': 'stepUp.categories.phiSensitive',
  'part2-sud': 'stepUp.categories.part2Sud',
  prescription: 'stepUp.categories.prescription',
  'epcs-controlled': 'stepUp.categories.epcsControlled',
  'clinical-order': 'stepUp.categories.clinicalOrder',
  'break-glass': 'stepUp.categories.breakGlass',
  'security-settings': 'stepUp.categories.securitySettings',
  'user-management': 'stepUp.categories.userManagement',
  financial: 'stepUp.categories.financial',
} as const satisfies Record<EscalationCategory, string>;

export type CategoryLabelKey = (typeof labelKeys)[EscalationCategory];

/** The label key for a step-up reason, or null when the reason is not a known category. */
export function categoryLabelKey(reason: string): CategoryLabelKey | null {
  return isEscalationCategory(reason) ? labelKeys[reason] : null;
}
