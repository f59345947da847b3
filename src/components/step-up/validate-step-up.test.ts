import { describe, expect, it } from 'vitest';
import { canSubmitStepUp, validateStepUpInput } from './validate-step-up';

describe('validateStepUpInput', () => {
  it('requires a password', () => {
    expect(validateStepUpInput('password', '')).toBe('stepUp.passwordRequired');
    expect(validateStepUpInput('password', ' x')).toBeNull();
  });

  it('requires six digits for a two-factor code', () => {
    expect(validateStepUpInput('2fa', '12345')).toBe('twoFactor.codeIncomplete');
    expect(validateStepUpInput('2fa', '123456')).toBeNull();
  });

  it('requires a justification of at least 5 characters after trimming', () => {
    expect(validateStepUpInput('justification', '  abcd  ')).toBe('stepUp.justificationTooShort');
    expect(validateStepUpInput('justification', 'abcde')).toBeNull();
  });

  it('needs nothing to acknowledge', () => {
    expect(validateStepUpInput('acknowledge', '')).toBeNull();
  });
});

describe('canSubmitStepUp', () => {
  it('disables submit for a blank justification only', () => {
    expect(canSubmitStepUp('justification', '   ')).toBe(false);
    expect(canSubmitStepUp('justification', ' a ')).toBe(true);
    expect(canSubmitStepUp('password', '')).toBe(true);
    expect(canSubmitStepUp('acknowledge', '')).toBe(true);
  });
});
