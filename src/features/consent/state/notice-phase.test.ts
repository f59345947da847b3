import { describe, expect, it } from 'vitest';
import { phaseAfterExit } from './notice-phase';

describe('phaseAfterExit', () => {
  it('opens the preferences after Manage', () => {
    expect(phaseAfterExit('manage', { floatingButton: true, hasStoredConsent: false })).toBe('preferences');
  });

  it('leaves the floating button after a choice when it is enabled, else nothing', () => {
    for (const action of ['accept', 'decline', 'save', 'dismiss'] as const) {
      expect(phaseAfterExit(action, { floatingButton: true, hasStoredConsent: true })).toBe('floating');
      expect(phaseAfterExit(action, { floatingButton: false, hasStoredConsent: true })).toBe('closed');
    }
  });

  it('returns from Cancel to the notice without a floating button or without a stored choice', () => {
    expect(phaseAfterExit('cancel', { floatingButton: false, hasStoredConsent: true })).toBe('notice');
    expect(phaseAfterExit('cancel', { floatingButton: true, hasStoredConsent: false })).toBe('notice');
    expect(phaseAfterExit('cancel', { floatingButton: false, hasStoredConsent: false })).toBe('notice');
    expect(phaseAfterExit('cancel', { floatingButton: true, hasStoredConsent: true })).toBe('floating');
  });
});
