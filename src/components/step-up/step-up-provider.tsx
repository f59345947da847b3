import { createStore, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { StepUpContext, type StepUpContextValue } from '../../lib/step-up/step-up-context';
import {
  currentStepUpAtom,
  finishStepUpAtom,
  forgetHeldTokensAtom,
  requestStepUpAtom,
} from '../../lib/step-up/step-up-queue';

/** The dialog and its pin input are fetched when a first step-up asks for them (ADR 034). */
const StepUpDialog = lazy(() =>
  import('./step-up-dialog').then((module) => ({ default: module.StepUpDialog })),
);

/**
 * Runs the step-up dialog for fetchWithAuth, over whatever screen is showing. Calls that need the
 * same verification at the same time share one dialog; different ones queue (step-up-queue.ts).
 * The queue lives in a store of this provider's own, so it ends with the provider.
 * Needs AuthProvider above it.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const { session, user } = useAuth();
  const [store] = useState(createStore);
  const current = useAtomValue(currentStepUpAtom, { store });

  const userId = user?.id;
  useEffect(() => () => store.set(forgetHeldTokensAtom), [store, userId]);

  const value = useMemo<StepUpContextValue>(
    () => ({ requestStepUp: (challenge) => store.set(requestStepUpAtom, challenge, userId) }),
    [store, userId],
  );
  return (
    <StepUpContext value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <StepUpDialog
            key={current.id}
            challenge={current.challenge}
            session={session}
            onDone={(token) => store.set(finishStepUpAtom, current.id, token)}
          />
        </Suspense>
      )}
    </StepUpContext>
  );
}
