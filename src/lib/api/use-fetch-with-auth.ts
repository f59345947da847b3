import { useContext, useMemo } from 'react';
import { useAuth } from '../auth/use-auth';
import { StepUpContext } from '../step-up/step-up-context';
import { createFetchWithAuth, type FetchWithAuth } from './create-fetch-with-auth';

/** fetchWithAuth bound to this tree's session and step-up dialog. */
export function useFetchWithAuth(): FetchWithAuth {
  const stepUp = useContext(StepUpContext);
  if (!stepUp) throw new Error('useFetchWithAuth must be used within StepUpProvider');
  const { session } = useAuth();
  const { requestStepUp } = stepUp;
  return useMemo(() => createFetchWithAuth({ session, requestStepUp }), [session, requestStepUp]);
}
