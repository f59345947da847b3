import { useContext, useMemo } from 'react';
import { useAuth } from '../auth/use-auth';
import { EscalationContext } from '../escalation/escalation-context';
import { createFetchWithAuth, type FetchWithAuth } from './create-fetch-with-auth';

/** fetchWithAuth bound to this tree's session and step-up dialog. */
export function useFetchWithAuth(): FetchWithAuth {
  const escalation = useContext(EscalationContext);
  if (!escalation) throw new Error('useFetchWithAuth must be used within EscalationProvider');
  const { session } = useAuth();
  const { requestStepUp } = escalation;
  return useMemo(() => createFetchWithAuth({ session, requestStepUp }), [session, requestStepUp]);
}
