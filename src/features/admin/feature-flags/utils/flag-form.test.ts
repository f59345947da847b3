import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '../../../../shared/flags/feature-flag';
import { emptyFlagForm, flagFormFrom, toCreateFlagRequest, toFlagChanges } from './flag-form';

const flag: FeatureFlag = {
  id: 'f1',
  key: 'quiet-hours',
  description: 'Quiet hours',
  enabled: true,
  rolloutPercentage: 40,
  roles: ['editor', 'user'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('flag form', () => {
  it('builds a create request from valid fields', () => {
    expect(toCreateFlagRequest({ ...emptyFlagForm, key: ' quiet-hours ', description: ' Calm ' })).toEqual({
      ok: true,
      request: { key: 'quiet-hours', description: 'Calm', enabled: false, rolloutPercentage: 100, roles: [] },
    });
  });

  it('names each bad field', () => {
    expect(toCreateFlagRequest({ ...emptyFlagForm, key: 'Quiet Hours', rolloutPercentage: '101' })).toEqual({
      ok: false,
      errors: { key: 'adminFlags.form.errors.key', rolloutPercentage: 'adminFlags.form.errors.rollout' },
    });
    for (const rolloutPercentage of ['', '12.5', '-1', 'abc'])
      expect(toCreateFlagRequest({ ...emptyFlagForm, key: 'ok', rolloutPercentage }).ok).toBe(false);
  });

  it('sends only what changed, with roles compared in any order', () => {
    expect(toFlagChanges(flag, { ...flagFormFrom(flag), roles: ['user', 'editor'] })).toEqual({
      ok: true,
      request: {},
    });
    expect(
      toFlagChanges(flag, { ...flagFormFrom(flag), enabled: false, rolloutPercentage: '0', roles: [] }),
    ).toEqual({
      ok: true,
      request: { enabled: false, rolloutPercentage: 0, roles: [] },
    });
  });
});
