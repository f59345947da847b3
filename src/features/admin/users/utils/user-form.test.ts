import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../shared/admin/admin-users';
import { emptyUserForm, toCreateRequest, toUpdateChanges, userFormFrom } from './user-form';

const ada: AdminUser = {
  id: 'u2',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  displayName: 'Ada',
  role: 'editor',
  externalId: null,
  hasPassword: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('toCreateRequest', () => {
  it('trims the fields and leaves blank optional ones out', () => {
    const result = toCreateRequest({
      ...emptyUserForm,
      email: ' new@example.com ',
      fullName: ' Grace Hopper ',
      role: 'admin',
      externalId: '  ',
    });
    expect(result).toEqual({
      ok: true,
      request: { email: 'new@example.com', fullName: 'Grace Hopper', role: 'admin' },
    });
  });

  it('names the email and the full name when they are not usable', () => {
    expect(toCreateRequest({ ...emptyUserForm, email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { email: 'admin.users.form.emailInvalid', fullName: 'admin.users.form.fullNameRequired' },
    });
  });
});

describe('toUpdateChanges', () => {
  it('is empty when nothing differs, also with whitespace around the values', () => {
    const values = { ...userFormFrom(ada), fullName: ' Ada Lovelace ' };
    expect(toUpdateChanges(ada, values)).toEqual({ ok: true, request: {} });
  });

  it('sends only what changed, null for a cleared field, and a typed password', () => {
    const values = { ...userFormFrom(ada), role: 'user' as const, displayName: '', password: 'secret6' };
    expect(toUpdateChanges(ada, values)).toEqual({
      ok: true,
      request: { role: 'user', displayName: null, password: 'secret6' },
    });
  });

  it('refuses an emptied full name', () => {
    expect(toUpdateChanges(ada, { ...userFormFrom(ada), fullName: ' ' })).toEqual({
      ok: false,
      errors: { fullName: 'admin.users.form.fullNameRequired' },
    });
  });
});
