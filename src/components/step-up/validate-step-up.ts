import { justificationMinLength } from '../../shared/auth/auth-requests';
import type { EscalationMode } from '../../shared/auth/escalation';
import { isCompleteCode } from '../two-factor/code-format';

export type StepUpInputError =
  'stepUp.passwordRequired' | 'twoFactor.codeIncomplete' | 'stepUp.justificationTooShort';

/** The translation key of what is wrong with the dialog's input, or null when it may be sent. */
export function validateStepUpInput(mode: EscalationMode, value: string): StepUpInputError | null {
  switch (mode) {
    case 'password':
      return value ? null : 'stepUp.passwordRequired';
    case '2fa':
      return isCompleteCode(value) ? null : 'twoFactor.codeIncomplete';
    case 'justification':
      return value.trim().length >= justificationMinLength ? null : 'stepUp.justificationTooShort';
    case 'acknowledge':
      return null;
  }
}

/** The submit button is disabled for an empty justification (after trimming) (spec §5). */
export function canSubmitStepUp(mode: EscalationMode, value: string): boolean {
  return mode !== 'justification' || value.trim().length > 0;
}
