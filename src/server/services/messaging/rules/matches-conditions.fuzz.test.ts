import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionOperators, ruleConditionSchema } from '../../../../shared/messaging/routing-rules';
import { fuzzRuns, fuzzTimeout } from '../../../../shared/testing/fuzz-runs';
import { matchesCondition, matchesConditions, type FieldValue } from './matches-conditions';

const fieldNames = [
  'email',
  'streakDays',
  'planName',
  'durationMinutes',
  'twoFactorEnabled',
  '__proto__',
  'constructor',
  'toString',
];

const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.integer({ min: -10, max: 10 }),
  fc.boolean(),
  fc.constantFrom(' 7 ', '7', '0x10', '1e3', '', 'NaN', 'Infinity', '-0', 'ß', 'İ'),
);

/** Conditions as the schema lets them be stored (presentRule reads them back through it). */
const storedCondition = fc
  .record({
    field: fc.oneof(fc.constantFrom(...fieldNames), fc.string({ minLength: 1, maxLength: 10 })),
    operator: fc.constantFrom(...conditionOperators),
    value: fc.oneof(
      scalar,
      fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.double()), { minLength: 1, maxLength: 4 }),
    ),
  })
  .map((condition) => ruleConditionSchema.safeParse(JSON.parse(JSON.stringify(condition))))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data);
/** An event's fields, any of them absent, null or of the wrong type. */
const eventFields = fc.dictionary(
  fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 6 })),
  fc.oneof(scalar, fc.constant(null), fc.constant(undefined)) as fc.Arbitrary<FieldValue>,
  { maxKeys: 6 },
);

describe('routing rule conditions (fuzz)', () => {
  it(
    'decide every stored condition on any event consistently, and a rule only when all hold',
    () => {
      fc.assert(
        fc.property(fc.array(storedCondition, { maxLength: 4 }), eventFields, (conditions, fields) => {
          for (const condition of conditions) {
            const holds = matchesCondition(condition, fields);
            const field = Object.hasOwn(fields, condition.field) ? fields[condition.field] : undefined;
            const opposite = matchesCondition({ ...condition, operator: 'equals' }, fields);
            if (field === null || field === undefined)
              expect(holds).toBe(condition.operator === 'not_equals');
            else if (condition.operator === 'not_equals') expect(holds).toBe(!opposite);
            if (condition.operator === 'greater' && holds)
              expect(matchesCondition({ ...condition, operator: 'less' }, fields)).toBe(false);
            if (condition.operator === 'in' && Array.isArray(condition.value))
              expect(holds).toBe(
                condition.value.some((value) =>
                  matchesCondition({ ...condition, operator: 'equals', value }, fields),
                ),
              );
          }
          expect(matchesConditions(conditions, fields)).toBe(
            conditions.every((c) => matchesCondition(c, fields)),
          );
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(30_000),
  );
});
