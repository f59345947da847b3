import type { EvaluationContext } from '@openfeature/web-sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';

/** Who the flags are for: the member's id and role, or nobody when signed out. */
function contextOf(userId: string | undefined, role: string | null | undefined): EvaluationContext {
  return userId ? { targetingKey: userId, role: role ?? '' } : {};
}

/**
 * Registers the app's OpenFeature web provider once, then tells the SDK whenever the member
 * changes (sign-in, sign-out, a new role). The SDK is a chunk of its own, fetched after the first
 * render (ADR 034): until it has the flags, useFlag answers each flag's default.
 */
export function FeatureFlagsProvider({ children }: { children: ReactNode }) {
  const { session, user } = useAuth();
  const [registration] = useState(() =>
    import('./register-flags').then((module) => module.createFlagRegistration(session)),
  );
  const userId = user?.id;
  const role = user?.role;

  useEffect(() => {
    const context = contextOf(userId, role);
    void registration.then((apply) => apply(context));
  }, [registration, userId, role]);

  return children;
}
