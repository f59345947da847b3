import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createFetchWithAuth } from '../api/create-fetch-with-auth';
import type { StepUpChallenge } from '../api/step-up-challenge';
import { useAuth } from '../auth/use-auth';
import { EscalationContext, type EscalationContextValue } from './escalation-context';
import { StepUpDialog } from './step-up-dialog';

interface PendingStepUp {
  id: number;
  key: string;
  challenge: StepUpChallenge;
  resolve: (token: string | null) => void;
}

/**
 * Runs the step-up dialog for fetchWithAuth, over whatever screen is showing. Calls that need the
 * same verification at the same time share one dialog; different ones queue.
 * Needs AuthProvider above it.
 */
export function EscalationProvider({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const fetcher = useMemo(() => createFetchWithAuth({ session }), [session]);
  const [queue, setQueue] = useState<PendingStepUp[]>([]);
  const waiting = useRef(new Map<string, Promise<string | null>>());
  const nextId = useRef(0);

  const requestStepUp = useCallback((challenge: StepUpChallenge) => {
    const key = `${challenge.mode}\u0000${challenge.reason}`;
    const existing = waiting.current.get(key);
    if (existing) return existing;
    const promise = new Promise<string | null>((resolve) => {
      nextId.current += 1;
      const pending = { id: nextId.current, key, challenge, resolve };
      setQueue((current) => [...current, pending]);
    });
    waiting.current.set(key, promise);
    return promise;
  }, []);

  const current = queue[0];
  const finish = useCallback(
    (token: string | null) => {
      if (!current) return;
      waiting.current.delete(current.key);
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
