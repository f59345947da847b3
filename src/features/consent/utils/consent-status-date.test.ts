import { describe, expect, it } from 'vitest';
import { consentStatusDate } from './consent-status-date';

describe('consentStatusDate', () => {
  it("formats a valid timestamp in the reader's locale", () => {
    expect(consentStatusDate('2026-03-01T12:00:00.000Z', 'en')).toBe('Mar 1, 2026');
    expect(consentStatusDate('2026-03-01T12:00:00.000Z', 'en-GB')).toBe('1 Mar 2026');
  });

  it('has no date for a timestamp that is not one', () => {
    expect(consentStatusDate('soon', 'en')).toBeNull();
    expect(consentStatusDate('', 'en')).toBeNull();
  });
});
