import {
  escalationCategoryModes,
  escalationModes,
  isEscalationCategory,
  stepUpMethods,
  type EscalationMode,
  type StepUpMethod,
} from '../../shared/auth/escalation';
import { isRecord } from '../../shared/is-record';

/** The body codes that ask for step-up verification (spec §4). */
const stepUpCodes = new Set(['ESCALATION_REQUIRED', 'INSUFFICIENT_ASSURANCE']);

export const DEFAULT_STEP_UP_REASON = 'Escalation required';

/** What the step-up dialog needs to know: how to verify, and why (usually a category key). */
export interface StepUpChallenge {
  mode: EscalationMode;
  reason: string;
  /** The ways this user can pass it, when the server says (empty: none yet). */
  methods?: StepUpMethod[];
}

/**
 * Reads a 401/403 body as a step-up challenge, or null when it is not one. The mode sits at the
 * top level or under `details`; the reason defaults to 'Escalation required'. An unknown mode falls
 * back to the category's own mode, else to a password.
 */
export function readStepUpChallenge(body: unknown): StepUpChallenge | null {
  if (!isRecord(body) || typeof body.code !== 'string' || !stepUpCodes.has(body.code)) return null;
  const details = isRecord(body.details) ? body.details : {};
  const reasonValue = body.reason ?? details.reason;
  const reason = typeof reasonValue === 'string' && reasonValue ? reasonValue : DEFAULT_STEP_UP_REASON;
  const modeValue = body.mode ?? details.mode;
  const methods = readMethods(body.methods ?? details.methods);
  return {
    mode: isMode(modeValue) ? modeValue : fallbackMode(reason),
    reason,
    ...(methods === undefined ? {} : { methods }),
  };
}

/** The known methods of a `methods` array; undefined when there is no array. */
function readMethods(value: unknown): StepUpMethod[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((method): method is StepUpMethod =>
    (stepUpMethods as readonly unknown[]).includes(method),
  );
}

function fallbackMode(reason: string): EscalationMode {
  return isEscalationCategory(reason) ? escalationCategoryModes[reason] : 'password';
}

function isMode(value: unknown): value is EscalationMode {
  return typeof value === 'string' && (escalationModes as readonly string[]).includes(value);
}
