import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '../../../shared/auth/roles';
import { fuzzRuns, fuzzTimeout } from '../../../shared/testing/fuzz-runs';
import { evaluateFlagRule } from './evaluate-flag-rule';

const rule = fc.record({
  key: fc.string({ maxLength: 20 }),
  enabled: fc.boolean(),
  rolloutPercentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -5, max: 105 })),
  roles: fc.subarray([...roles]),
});

/** What OpenFeature may hand the provider: any role and targeting key, or none. */
const context = fc.record(
  {
    targetingKey: fc.oneof(fc.string(), fc.uuid()),
    role: fc.oneof(fc.constantFrom(...roles), fc.string(), fc.double(), fc.boolean(), fc.constant(null)),
  },
  { requiredKeys: [] },
);

describe('feature flag rules (fuzz)', () => {
  it(
    'decide any flag for any caller: off when disabled or for another role, and a larger rollout never turns a caller off',
    () => {
      fc.assert(
        fc.property(rule, context, fc.integer({ min: 0, max: 100 }), (flag, caller, more) => {
          const { value } = evaluateFlagRule(flag, caller);
          expect(typeof value).toBe('boolean');
          if (!flag.enabled) expect(value).toBe(false);
          if (flag.roles.length > 0 && !flag.roles.some((role) => role === caller.role))
            expect(value).toBe(false);
          if (value) {
            const wider = { ...flag, rolloutPercentage: Math.max(flag.rolloutPercentage, more) };
            expect(evaluateFlagRule(wider, caller).value).toBe(true);
          }
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(30_000),
  );
});
