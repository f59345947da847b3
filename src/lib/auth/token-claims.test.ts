import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './decode-jwt-payload';
import { makeTestToken } from './test-tokens';
import { readTokenClaims, tryReadTokenClaims } from './token-claims';

describe('decodeJwtPayload', () => {
  it('rejects an empty token with "Invalid token"', () => {
    expect(() => decodeJwtPayload('')).toThrow(new Error('Invalid token'));
    expect(() => decodeJwtPayload('   ')).toThrow(new Error('Invalid token'));
  });

  it.each(['abc', 'a.b', 'a.b.c.d'])('rejects %j with "Invalid JWT format"', (token) => {
    expect(() => decodeJwtPayload(token)).toThrow(new Error('Invalid JWT format'));
  });

  it('rejects a payload that is not a JSON object with "Invalid token"', () => {
    expect(() => decodeJwtPayload('a.!!!.c')).toThrow(new Error('Invalid token'));
    expect(() => decodeJwtPayload(`a.${btoa('[1]')}.c`)).toThrow(new Error('Invalid token'));
  });

  it('decodes base64url UTF-8 payloads', () => {
    const token = makeTestToken({ email: 'nūr@example.com', note: '??>>' });
    expect(decodeJwtPayload(token)).toEqual({ email: 'nūr@example.com', note: '??>>' });
  });
});

describe('readTokenClaims', () => {
  it('reads exp, sub, email and role', () => {
    const token = makeTestToken({ sub: 'u1', email: 'a@b.co', role: 'editor', exp: 1_700_000_000 });
    expect(readTokenClaims(token)).toEqual({
      exp: 1_700_000_000,
      userId: 'u1',
      email: 'a@b.co',
      role: 'editor',
    });
  });

  it('takes the user id from sub, then id, then userId', () => {
    expect(readTokenClaims(makeTestToken({ id: 'i', userId: 'x' })).userId).toBe('i');
    expect(readTokenClaims(makeTestToken({ userId: 42 })).userId).toBe('42');
    expect(readTokenClaims(makeTestToken({ sub: 's', id: 'i' })).userId).toBe('s');
    expect(readTokenClaims(makeTestToken({})).userId).toBeUndefined();
  });

  it('treats an unreadable role as no role and a missing exp as undefined', () => {
    expect(readTokenClaims(makeTestToken({ role: 'superuser' })).role).toBeNull();
    expect(readTokenClaims(makeTestToken({ role: ['admin'] })).role).toBeNull();
    expect(readTokenClaims(makeTestToken({ exp: 'soon' })).exp).toBeUndefined();
  });

  it('tryReadTokenClaims returns null instead of throwing', () => {
    expect(tryReadTokenClaims(null)).toBeNull();
    expect(tryReadTokenClaims('not-a-jwt')).toBeNull();
    expect(tryReadTokenClaims(makeTestToken({ sub: 'u' }))?.userId).toBe('u');
  });
});
