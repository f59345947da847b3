import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdjustableClock } from '../../clock';
import { signToken, verifyToken } from './jwt-tokens';

const clock = createAdjustableClock();
const settings = { key: randomBytes(32), issuer: 'http://localhost:3000', clock };
const access = { sub: 'u1', email: 'a@example.test', role: 'user', sid: 's1' } as const;

describe('JWT tokens', () => {
  afterEach(() => clock.reset());

  it('never accepts an escalation token as an access token, nor the reverse', async () => {
    const escalation = await signToken(
      settings,
      'escalation',
      { sub: 'u1', sid: 's1', category: 'admin' },
      60_000,
    );
    const accessToken = await signToken(settings, 'access', access, 60_000);
    expect(await verifyToken(settings, 'access', escalation)).toBeUndefined();
    expect(await verifyToken(settings, 'escalation', accessToken)).toBeUndefined();
    expect(await verifyToken(settings, 'access', accessToken)).toEqual(access);
  });

  it('expires on the clock it is given', async () => {
    clock.setFixedTime(Date.parse('2030-01-01T00:00:00Z'));
    const token = await signToken(settings, 'access', access, 60_000);
    clock.advanceTime(59_000);
    expect(await verifyToken(settings, 'access', token)).toBeDefined();
    clock.advanceTime(2_000);
    expect(await verifyToken(settings, 'access', token)).toBeUndefined();
  });

  it('rejects another key or issuer', async () => {
    const token = await signToken(settings, 'access', access, 60_000);
    expect(await verifyToken({ ...settings, key: randomBytes(32) }, 'access', token)).toBeUndefined();
    expect(await verifyToken({ ...settings, issuer: 'http://evil.test' }, 'access', token)).toBeUndefined();
  });
});
