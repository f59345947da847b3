import { randomUUID } from 'node:crypto';
import { ErrorCode, OpenFeature, StandardResolutionReasons } from '@openfeature/server-sdk';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/auth/roles';
import { DatabaseFlagProvider } from './database-flag-provider';
import type { FlagRule } from './flag-rule';

const rule = (overrides: Partial<FlagRule> = {}): FlagRule => ({
  key: 'calm-mode',
  enabled: true,
  rolloutPercentage: 100,
  roles: [],
  ...overrides,
});

/** A client of the real SDK over our provider, reading the given rules. */
function clientFor(...rules: FlagRule[]) {
  const domain = `provider-test-${randomUUID()}`;
  const source = { current: () => Promise.resolve(new Map(rules.map((r) => [r.key, r]))) };
  OpenFeature.setProvider(domain, new DatabaseFlagProvider(source));
  return OpenFeature.getClient(domain);
}

const member = (id: string, role: Role = 'user') => ({ targetingKey: id, role });
const ids = (count: number) => Array.from({ length: count }, (_, i) => `member-${i}-${(i * 7919) % 10007}`);

describe('DatabaseFlagProvider', () => {
  it('is off for everyone while disabled, whatever the rollout', async () => {
    const client = clientFor(rule({ enabled: false }));
    const details = await client.getBooleanDetails('calm-mode', true, member('u1', 'admin'));
    expect(details).toMatchObject({ value: false, reason: StandardResolutionReasons.DISABLED });
  });

  it('applies only to the listed roles, and to everyone when none are listed', async () => {
    const client = clientFor(rule({ roles: ['editor', 'admin'] }), rule({ key: 'open' }));
    expect(await client.getBooleanValue('calm-mode', true, member('u1', 'user'))).toBe(false);
    expect(await client.getBooleanValue('calm-mode', false, member('u1', 'editor'))).toBe(true);
    expect(await client.getBooleanValue('calm-mode', false, member('u1', 'admin'))).toBe(true);
    expect(await client.getBooleanValue('calm-mode', true, {})).toBe(false);
    expect(await client.getBooleanValue('open', false, member('u1', 'user'))).toBe(true);
    expect(await client.getBooleanValue('open', false, {})).toBe(true);
  });

  it('answers the default with FLAG_NOT_FOUND for an unknown key', async () => {
    const client = clientFor(rule());
    for (const fallback of [true, false]) {
      const details = await client.getBooleanDetails('no-such-flag', fallback, member('u1'));
      expect(details).toMatchObject({
        value: fallback,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
      });
    }
    const typed = await client.getStringDetails('calm-mode', 'x', member('u1'));
    expect(typed).toMatchObject({ value: 'x', errorCode: ErrorCode.TYPE_MISMATCH });
  });

  it('gives each member the same answer every time, per flag', async () => {
    const client = clientFor(rule({ rolloutPercentage: 50 }), rule({ key: 'other', rolloutPercentage: 50 }));
    const sample = ids(200);
    const first = await Promise.all(
      sample.map((id) => client.getBooleanValue('calm-mode', false, member(id))),
    );
    const again = await Promise.all(
      sample.map((id) => client.getBooleanValue('calm-mode', true, member(id))),
    );
    expect(again).toEqual(first);
    // The role does not move a member between buckets.
    const asEditor = await Promise.all(
      sample.map((id) => client.getBooleanValue('calm-mode', false, member(id, 'editor'))),
    );
    expect(asEditor).toEqual(first);
    // Another flag at the same percentage splits members differently.
    const other = await Promise.all(sample.map((id) => client.getBooleanValue('other', false, member(id))));
    expect(other).not.toEqual(first);
  });

  it.each([1, 10, 25, 50, 90])(
    'turns a %i %% rollout on for that share of 10,000 members (±2 %%)',
    async (percent) => {
      const client = clientFor(rule({ rolloutPercentage: percent }));
      const results = await Promise.all(
        ids(10_000).map((id) => client.getBooleanValue('calm-mode', false, member(id))),
      );
      const share = (results.filter(Boolean).length / results.length) * 100;
      expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
    },
  );

  it('keeps members inside a rollout as it grows', async () => {
    const sample = ids(1_000);
    const at = async (rolloutPercentage: number) => {
      const client = clientFor(rule({ rolloutPercentage }));
      return Promise.all(sample.map((id) => client.getBooleanValue('calm-mode', false, member(id))));
    };
    const [small, large] = [await at(20), await at(60)];
    expect(small.every((on, i) => !on || large[i])).toBe(true);
  });

  it('is off at 0 % for everyone, and on at 100 % even signed out; a partial rollout leaves signed-out callers out', async () => {
    const none = clientFor(rule({ rolloutPercentage: 0 }));
    expect(await none.getBooleanValue('calm-mode', true, member('u1'))).toBe(false);
    const all = clientFor(rule({ rolloutPercentage: 100 }));
    expect(await all.getBooleanValue('calm-mode', false, {})).toBe(true);
    const half = clientFor(rule({ rolloutPercentage: 99 }));
    expect(await half.getBooleanDetails('calm-mode', true, {})).toMatchObject({
      value: false,
      reason: StandardResolutionReasons.SPLIT,
    });
  });
});
