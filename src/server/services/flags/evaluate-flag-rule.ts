import {
  StandardResolutionReasons,
  type EvaluationContext,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import type { FlagRule } from './flag-rule';
import { rolloutBucket } from './rollout-bucket';

const on = (reason: string): ResolutionDetails<boolean> => ({ value: true, variant: 'on', reason });
const off = (reason: string): ResolutionDetails<boolean> => ({ value: false, variant: 'off', reason });

/**
 * One flag for one caller ({targetingKey: member id, role}): off when disabled; off for a role
 * it does not apply to (a signed-out caller has no role); then on for the members whose stable
 * bucket is below the rollout percentage. A caller without a targeting key (signed out) is inside
 * a rollout only at 100 %: with no id there is nothing stable to split on (ADR 018).
 */
export function evaluateFlagRule(rule: FlagRule, context: EvaluationContext): ResolutionDetails<boolean> {
  if (!rule.enabled) return off(StandardResolutionReasons.DISABLED);
  const role = typeof context.role === 'string' ? context.role : undefined;
  if (rule.roles.length > 0 && !rule.roles.some((allowed) => allowed === role))
    return off(StandardResolutionReasons.TARGETING_MATCH);
  if (rule.rolloutPercentage >= 100)
    return on(
      rule.roles.length > 0 ? StandardResolutionReasons.TARGETING_MATCH : StandardResolutionReasons.STATIC,
    );
  const targetingKey = context.targetingKey;
  if (rule.rolloutPercentage <= 0 || !targetingKey) return off(StandardResolutionReasons.SPLIT);
  return rolloutBucket(rule.key, targetingKey) < rule.rolloutPercentage
    ? on(StandardResolutionReasons.SPLIT)
    : off(StandardResolutionReasons.SPLIT);
}
