import { describe, expect, it } from 'vitest';
import { readStepUpChallenge } from './step-up-challenge';

describe('readStepUpChallenge', () => {
  it('reads mode and reason at the top level', () => {
    expect(
      readStepUpChallenge({
        code: 'ESCALATION_REQUIRED',
        mode: 'password',
        reason: 'security-settings',
        message: 'x',
      }),
    ).toEqual({ mode: 'password', reason: 'security-settings' });
  });

  it('reads them under details too, for INSUFFICIENT_ASSURANCE', () => {
    expect(
      readStepUpChallenge({
        code: 'INSUFFICIENT_ASSURANCE',
        details: { mode: '2fa', reason: 'user-management' },
      }),
    ).toEqual({ mode: '2fa', reason: 'user-management' });
  });

  it("defaults the reason to 'Escalation required'", () => {
    expect(readStepUpChallenge({ code: 'ESCALATION_REQUIRED', mode: 'acknowledge' })).toEqual({
      mode: 'acknowledge',
      reason: 'Escalation required',
    });
  });

  it("falls back to the category's mode, then to a password, when the mode is unreadable", () => {
    expect(readStepUpChallenge({ code: 'ESCALATION_REQUIRED', reason: 'break-glass' })?.mode).toBe(
      'justification',
    );
    expect(readStepUpChallenge({ code: 'ESCALATION_REQUIRED', mode: 'retina' })?.mode).toBe('password');
  });

  it('reads the ways the user can pass it, keeping only known ones', () => {
    expect(
      readStepUpChallenge({
        code: 'ESCALATION_REQUIRED',
        mode: 'password',
        reason: 'security-settings',
        methods: ['2fa', 'google', 'carrier-pigeon'],
      }),
    ).toEqual({ mode: 'password', reason: 'security-settings', methods: ['2fa', 'google'] });
    expect(
      readStepUpChallenge({
        code: 'ESCALATION_REQUIRED',
        mode: '2fa',
        reason: 'user-management',
        methods: [],
      })?.methods,
    ).toEqual([]);
  });

  it('is null for anything else', () => {
    expect(readStepUpChallenge({ code: 'unauthorized', message: 'no' })).toBeNull();
    expect(readStepUpChallenge('ESCALATION_REQUIRED')).toBeNull();
    expect(readStepUpChallenge(undefined)).toBeNull();
  });
});
