import { oauthProviders, type OAuthProvider } from '../../shared/auth/auth-responses';
import type { StepUpMethod } from '../../shared/auth/escalation';
import type { StepUpChallenge } from '../../lib/api/step-up-challenge';

/**
 * What the dialog offers for a challenge. `typed`: the field the user fills in (a password, a
 * six-digit code, a justification), if any; `providers`: "Continue with …" buttons; `unavailable`:
 * this account has no way to pass yet (the server's `methods` is empty), so the dialog explains
 * what to do instead of asking for something the user cannot give.
 */
export interface StepUpVariant {
  typed: 'password' | '2fa' | 'justification' | null;
  providers: OAuthProvider[];
  unavailable: boolean;
  /** A password step-up passed another way: the account has no password. */
  withoutPassword: boolean;
}

const isProvider = (method: StepUpMethod): method is OAuthProvider =>
  (oauthProviders as readonly string[]).includes(method);

/** Without `methods` (an older server, or a mode that needs no credential) the mode decides alone. */
export function stepUpVariant({ mode, methods }: StepUpChallenge): StepUpVariant {
  const none: StepUpVariant = { typed: null, providers: [], unavailable: false, withoutPassword: false };
  switch (mode) {
    case 'justification':
      return { ...none, typed: 'justification' };
    case 'acknowledge':
      return none;
    case '2fa':
      return methods === undefined || methods.includes('2fa')
        ? { ...none, typed: '2fa' }
        : { ...none, unavailable: true };
    case 'password': {
      if (methods === undefined || methods.includes('password')) return { ...none, typed: 'password' };
      const providers = methods.filter(isProvider);
      const typed = methods.includes('2fa') ? '2fa' : null;
      return {
        typed,
        providers,
        unavailable: typed === null && providers.length === 0,
        withoutPassword: true,
      };
    }
  }
}
