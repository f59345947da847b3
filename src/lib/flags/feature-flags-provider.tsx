import { OpenFeature, type EvaluationContext } from '@openfeature/web-sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import { ApiFlagProvider } from './api-flag-provider';
import { flagsDomain } from './flags-domain';
import { createLoadFlags } from './load-flags';

/** Who the flags are for: the member's id and role, or nobody when signed out. */
function contextOf(userId: string | undefined, role: string | null | undefined): EvaluationContext {
  return userId ? { targetingKey: userId, role: role ?? '' } : {};
}

/**
 * Registers the app's OpenFeature web provider once, then tells the SDK whenever the member
 * changes (sign-in, sign-out, a new role), which makes the provider load that member's flags.
 */
export function FeatureFlagsProvider({ children }: { children: ReactNode }) {
  const { session, user } = useAuth();
  const [provider] = useState(() => new ApiFlagProvider(createLoadFlags(session)));
  const registered = useRef<ApiFlagProvider | null>(null);
  const userId = user?.id;
  const role = user?.role;

  useEffect(() => {
    const context = contextOf(userId, role);
    if (registered.current === provider) {
      void OpenFeature.setContext(flagsDomain, context);
      return;
    }
    registered.current = provider;
    void OpenFeature.setProviderAndWait(flagsDomain, provider, context);
  }, [provider, userId, role]);

  return children;
}
