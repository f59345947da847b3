import { describe, expect, it } from 'vitest';
import { emptyTokenForm, toCreateTokenRequest } from './token-form';

const now = new Date(2030, 2, 10, 12, 0, 0).getTime();

describe('toCreateTokenRequest', () => {
  it('builds the request, with canonical addresses and an end-of-day expiry', () => {
    const result = toCreateTokenRequest(
      {
        name: ' CRM sync ',
        scopes: ['users:read'],
        expiresOn: '2030-03-10',
        allowedIps: '10.0.0.0/8,\n 2001:DB8::/32  203.0.113.7',
      },
      now,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        name: 'CRM sync',
        scopes: ['users:read'],
        expiresAt: new Date(2030, 2, 10, 23, 59, 59, 999).toISOString(),
        allowedIps: ['10.0.0.0/8', '2001:db8::/32', '203.0.113.7'],
      },
    });
    expect(toCreateTokenRequest({ ...emptyTokenForm, name: 'x', scopes: ['reports:read'] }, now)).toEqual({
      ok: true,
      request: { name: 'x', scopes: ['reports:read'] },
    });
  });

  it('names every problem at once, and the bad address', () => {
    const result = toCreateTokenRequest(
      { name: ' ', scopes: [], expiresOn: '2030-03-09', allowedIps: '10.0.0.1 10.0.0.0/40' },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'adminServiceAccounts.tokenForm.nameRequired' },
        scopes: { key: 'adminServiceAccounts.tokenForm.scopesRequired' },
        expiresOn: { key: 'adminServiceAccounts.tokenForm.expiryInPast' },
        allowedIps: { key: 'adminServiceAccounts.tokenForm.badIp', values: { entry: '10.0.0.0/40' } },
      },
    });
  });
});
