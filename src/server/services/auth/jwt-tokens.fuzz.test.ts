import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { escalationCategories } from '../../../shared/auth/escalation';
import { roles } from '../../../shared/auth/roles';
import { fuzzRuns, fuzzTimeout } from '../../../shared/testing/fuzz-runs';
import { hostileJson } from '../../../shared/testing/json-mutations';
import { createAdjustableClock } from '../../clock';
import { signToken, verifyToken, type TokenType } from './jwt-tokens';

const clock = createAdjustableClock();
clock.setFixedTime(Date.parse('2030-01-15T12:00:00Z'));
const settings = { key: randomBytes(32), issuer: 'http://localhost:3000', clock };
const nowSeconds = Math.floor(clock.nowMs() / 1000);
const types: TokenType[] = ['access', 'escalation', 'two-factor-challenge'];

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Claims of every kind, well-formed or not, and any JSON besides. */
const claims = fc.oneof(
  fc.record(
    {
      sub: fc.oneof(fc.string(), hostileJson),
      sid: fc.oneof(fc.string(), hostileJson),
      jti: fc.oneof(fc.string(), hostileJson),
      email: fc.oneof(fc.emailAddress(), hostileJson),
      role: fc.oneof(fc.constantFrom(...roles), hostileJson),
      category: fc.oneof(fc.constantFrom(...escalationCategories), hostileJson),
      type: fc.oneof(fc.constantFrom(...types), hostileJson),
      iss: fc.oneof(fc.constant(settings.issuer), hostileJson),
      aud: fc.oneof(fc.constant('quietline'), fc.constant(['quietline', 'x']), hostileJson),
      iat: fc.oneof(fc.integer({ min: nowSeconds - 3600, max: nowSeconds + 60 }), hostileJson),
      exp: fc.oneof(fc.integer({ min: nowSeconds - 60, max: nowSeconds + 3600 }), hostileJson),
      nbf: fc.oneof(fc.integer({ min: nowSeconds - 60, max: nowSeconds + 60 }), hostileJson),
    },
    { requiredKeys: [] },
  ),
  hostileJson,
);

const header = fc.oneof(
  fc.constant({ alg: 'HS256', typ: 'JWT' }),
  fc.record(
    {
      alg: fc.constantFrom('HS256', 'HS512', 'none', 'RS256', 'ES256', ''),
      typ: fc.string(),
      crit: fc.array(fc.string()),
      b64: fc.boolean(),
      kid: hostileJson,
    },
    { requiredKeys: ['alg'] },
  ),
);

/** Text built like a token: segments of base64url JSON, with or without a signature. */
const forged = fc
  .tuple(
    header,
    claims,
    fc.oneof(
      fc.constant(''),
      fc.base64String().map((text) => text.replace(/=+$/, '')),
    ),
  )
  .map(
    ([head, payload, signature]) =>
      `${base64url(JSON.stringify(head))}.${base64url(JSON.stringify(payload) ?? '')}.${signature}`,
  );

/** Real tokens with a character changed, a segment cut or swapped. */
const mutatedReal = fc
  .tuple(
    fc.constantFrom(...types),
    fc.nat(),
    fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('.', '', '=', '+', '/')),
    fc.nat({ max: 4 }),
  )
  .map(([type, at, insert, cut]) => ({ type, at, insert, cut }));

describe('JWT verification (fuzz)', () => {
  const realTokens = new Map<TokenType, string>();
  beforeAll(async () => {
    realTokens.set(
      'access',
      await signToken(
        settings,
        'access',
        { sub: 'u1', email: 'a@example.test', role: 'user', sid: 's1' },
        60_000,
      ),
    );
    realTokens.set(
      'escalation',
      await signToken(settings, 'escalation', { sub: 'u1', sid: 's1', category: 'admin' }, 60_000),
    );
    realTokens.set(
      'two-factor-challenge',
      await signToken(settings, 'two-factor-challenge', { sub: 'u1', jti: 'c1' }, 60_000),
    );
  });

  it(
    'refuses any forged, mutated or random token with undefined, never an error',
    async () => {
      const tokens = fc.oneof(
        forged,
        fc.string({ maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 100 }),
        mutatedReal.map(({ type, at, insert, cut }) => {
          const token = realTokens.get(type) ?? '';
          const start = at % token.length;
          return token.slice(0, start) + insert + token.slice(start + cut);
        }),
      );
      await fc.assert(
        fc.asyncProperty(tokens, fc.constantFrom(...types), async (token, type) => {
          const read = await verifyToken(settings, type, token);
          // Only the real token passes, or one whose change base64url decoding ignores (a last bit).
          if (read !== undefined)
            expect(read).toEqual(await verifyToken(settings, type, realTokens.get(type) ?? ''));
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(60_000),
  );

  it(
    'reads a token signed with its key only when its claims are whole and of the kind asked for',
    async () => {
      await fc.assert(
        fc.asyncProperty(claims, header, fc.constantFrom(...types), async (payload, head, type) => {
          let token: string;
          try {
            token = await new SignJWT(payload as never)
              .setProtectedHeader({ ...(head as object), alg: 'HS256' })
              .sign(settings.key);
          } catch {
            return; // jose refuses to sign it at all (a payload that is not an object)
          }
          const read = await verifyToken(settings, type, token);
          if (read === undefined) return;
          const sent = payload as Record<string, unknown>;
          expect(sent.type).toBe(type);
          expect(sent.iss).toBe(settings.issuer);
          expect(typeof sent.exp === 'number' && sent.exp > nowSeconds).toBe(true);
          for (const [name, value] of Object.entries(read)) expect(sent[name]).toEqual(value);
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(60_000),
  );
});
