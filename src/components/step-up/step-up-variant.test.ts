import { describe, expect, it } from 'vitest';
import { stepUpVariant } from './step-up-variant';

const reason = 'security-settings';

describe('stepUpVariant', () => {
  it('asks for the password when the account has one, or when the server does not say', () => {
    for (const methods of [undefined, ['password' as const]]) {
      expect(stepUpVariant({ mode: 'password', reason, ...(methods ? { methods } : {}) })).toEqual({
        typed: 'password',
        providers: [],
        unavailable: false,
        withoutPassword: false,
      });
    }
  });

  it('offers a code and the linked providers to an account without a password', () => {
    expect(stepUpVariant({ mode: 'password', reason, methods: ['2fa', 'google', 'apple'] })).toEqual({
      typed: '2fa',
      providers: ['google', 'apple'],
      unavailable: false,
      withoutPassword: true,
    });
    expect(stepUpVariant({ mode: 'password', reason, methods: ['google'] })).toMatchObject({
      typed: null,
      providers: ['google'],
      unavailable: false,
    });
  });

  it('explains instead of asking when there is no way yet', () => {
    expect(stepUpVariant({ mode: '2fa', reason: 'user-management', methods: [] })).toMatchObject({
      typed: null,
      unavailable: true,
    });
    expect(stepUpVariant({ mode: 'password', reason, methods: [] })).toMatchObject({ unavailable: true });
    expect(stepUpVariant({ mode: '2fa', reason: 'user-management', methods: ['2fa'] }).typed).toBe('2fa');
  });

  it('needs nothing typed to acknowledge, and a justification for justification', () => {
    expect(stepUpVariant({ mode: 'acknowledge', reason: 'phi' }).typed).toBeNull();
    expect(stepUpVariant({ mode: 'justification', reason: 'break-glass' }).typed).toBe('justification');
  });
});
