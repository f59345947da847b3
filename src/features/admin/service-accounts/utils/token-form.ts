import { parseIpEntry, formatIpRange } from '../../../../shared/admin/ip-allow-list';
import type { ApiScope, CreateApiTokenRequest } from '../../../../shared/admin/service-accounts';

export interface TokenFormValues {
  name: string;
  scopes: ApiScope[];
  /** A date input's value (YYYY-MM-DD), or '' for a token that never expires. */
  expiresOn: string;
  /** Addresses or CIDR ranges, one per line or separated by commas; '' for any address. */
  allowedIps: string;
}

export const emptyTokenForm: TokenFormValues = { name: '', scopes: [], expiresOn: '', allowedIps: '' };

/** A problem with one field: a translation key and its values. */
export interface TokenFormProblem {
  key:
    | 'adminServiceAccounts.tokenForm.nameRequired'
    | 'adminServiceAccounts.tokenForm.scopesRequired'
    | 'adminServiceAccounts.tokenForm.expiryInPast'
    | 'adminServiceAccounts.tokenForm.badIp';
  values?: { entry: string };
}

export type TokenFormErrors = Partial<
  Record<'name' | 'scopes' | 'expiresOn' | 'allowedIps', TokenFormProblem>
>;

export type TokenFormResult =
  { ok: true; request: CreateApiTokenRequest } | { ok: false; errors: TokenFormErrors };

const ipEntries = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/**
 * The form as the API's request, checked as the server will check it (name, at least one scope, a
 * future expiry, each address or range) so the admin sees every problem at once. A date expires at
 * the end of that day, local time.
 */
export function toCreateTokenRequest(values: TokenFormValues, now = Date.now()): TokenFormResult {
  const errors: TokenFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = { key: 'adminServiceAccounts.tokenForm.nameRequired' };
  if (values.scopes.length === 0) errors.scopes = { key: 'adminServiceAccounts.tokenForm.scopesRequired' };
  const expiresAt = values.expiresOn === '' ? null : new Date(`${values.expiresOn}T23:59:59.999`);
  if (expiresAt && !(expiresAt.getTime() > now))
    errors.expiresOn = { key: 'adminServiceAccounts.tokenForm.expiryInPast' };
  const allowedIps: string[] = [];
  for (const entry of ipEntries(values.allowedIps)) {
    const range = parseIpEntry(entry);
    if (!range) {
      errors.allowedIps = { key: 'adminServiceAccounts.tokenForm.badIp', values: { entry } };
      break;
    }
    allowedIps.push(formatIpRange(range));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name,
      scopes: values.scopes,
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      ...(allowedIps.length > 0 ? { allowedIps } : {}),
    },
  };
}
