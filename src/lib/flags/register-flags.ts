import { OpenFeature, type EvaluationContext } from '@openfeature/web-sdk';
import type { AuthSession } from '../auth/auth-session';
import { ApiFlagProvider } from './api-flag-provider';
import { flagsDomain } from './flags-domain';
import { createLoadFlags } from './load-flags';

/** Tells OpenFeature whom the flags are for. */
export type ApplyFlagContext = (context: EvaluationContext) => void;

/**
 * The app's OpenFeature web provider over `session`: the first context registers it, later ones
 * (sign-in, sign-out, a new role) change the context, which makes the provider load that
 * member's flags.
 */
export function createFlagRegistration(session: AuthSession): ApplyFlagContext {
  const provider = new ApiFlagProvider(createLoadFlags(session));
  let registered = false;
  return (context) => {
    if (registered) {
      void OpenFeature.setContext(flagsDomain, context);
      return;
    }
    registered = true;
    void OpenFeature.setProviderAndWait(flagsDomain, provider, context);
  };
}
