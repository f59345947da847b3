import { createContext } from 'react';
import type { RequestStepUp } from '../api/create-fetch-with-auth';

export interface EscalationContextValue {
  /** Opens the step-up dialog; resolves with the escalation token, or null on cancel. */
  requestStepUp: RequestStepUp;
}

export const EscalationContext = createContext<EscalationContextValue | null>(null);
