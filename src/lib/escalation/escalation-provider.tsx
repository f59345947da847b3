import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createFetchWithAuth } from '../api/create-fetch-with-auth';
import type { StepUpChallenge } from '../api/step-up-challenge';
import { useAuth } from '../auth/use-auth';
import { EscalationContext, type EscalationContextValue } from './escalation-context';
import { reusableUntil } from './reusable-until';
import { StepUpDialog } from './step-up-dialog';

interface PendingStepUp {
  id: number;
  key: string;
  challenge: StepUpChallenge;
  resolve: (token: string | null) => void;
}

/**
 * Runs the step-up dialog for fetchWithAuth, over whatever screen is showing. Calls that need the
 * same verification at the same time share one dialog; different ones queue. A token granted
 * for a category is handed out again until shortly before it expires, so a page of step-up calls
 * (the user table, its search and paging) asks once, not on every request.
 * Needs AuthProvider above it.
 */
export function EscalationProvider({ children }: { children: ReactNode }) {
  const { session, user } = useAuth();
  const fetcher = useMemo(() => createFetchWithAuth({ session }), [session]);
  const [queue, setQueue] = useState<PendingStepUp[]>([]);
  const waiting = useRef(new Map<string, Promise<string | null>>());
  const granted = useRef(new Map<string, { token: string; until: number }>());
  const nextId = useRef(0);
  // A sign-out (or another account) ends the sign-in session the held tokens are bound to.
  const userId = user?.id;
  useEffect(() => () => granted.current.clear(), [userId]);

  const requestStepUp = useCallback(
    (challenge: StepUpChallenge) => {
      // Escalation tokens are bound to the account and its sign-in session: never share across users.
      const key = `${userId ?? ''}\u0000${challenge.mode}\u0000${challenge.reason}`;
      const held = granted.current.get(key);
      if (held && held.until > Date.now()) return Promise.resolve(held.token);
      const existing = waiting.current.get(key);
      if (existing) return existing;
      const promise = new Promise<string | null>((resolve) => {
        nextId.current += 1;
        const pending = { id: nextId.current, key, challenge, resolve };
        setQueue((current) => [...current, pending]);
      });
      waiting.current.set(key, promise);
      return promise;
    },
    [userId],
  );

  const current = queue[0];
  const finish = useCallback(
    (token: string | null) => {
      if (!current) return;
      waiting.current.delete(current.key);
      const until = token ? reusableUntil(token) : null;
      if (token && until !== null) granted.current.set(current.key, { token, until });
      current.resolve(token);
      setQueue((all) => all.filter((pending) => pending.id !== current.id));
    },
    [current],
  );

  const value = useMemo<EscalationContextValue>(() => ({ requestStepUp }), [requestStepUp]);
  return (
    <EscalationContext value={value}>
      {children}
      {current && (
        <StepUpDialog key={current.id} challenge={current.challenge} fetcher={fetcher} onDone={finish} />
      )}
    </EscalationContext>
  );
}
