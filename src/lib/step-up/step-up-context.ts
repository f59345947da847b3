import { createContext } from 'react';
import type { RequestStepUp } from '../api/create-fetch-with-auth';

export interface StepUpContextValue {
  /** Opens the step-up dialog; resolves with the step-up token, or null on cancel. */
  requestStepUp: RequestStepUp;
}

export const StepUpContext = createContext<StepUpContextValue | null>(null);
