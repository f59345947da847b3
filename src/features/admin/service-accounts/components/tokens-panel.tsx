import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import type { ApiToken, ServiceAccount } from '../../../../shared/admin/service-accounts';
import { useApiTokens } from '../api/api-tokens';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { scopeLabelKeys, TokenFormDialog } from './token-form-dialog';

const statusClass = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  revoked: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
} as const;

/** One account's tokens: status, last use, create (secret shown once) and revoke. */
export function TokensPanel({ account }: { account: ServiceAccount }) {
  const { t, i18n } = useTranslation();
  const tokens = useApiTokens(account.id);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const time = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const when = (iso: string | null, none: string) => (iso === null ? none : time.format(new Date(iso)));

  return (
    <section aria-labelledby="tokens-heading" className="flex flex-col gap-4" data-testid="tokens-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tokens-heading" className="font-serif text-2xl tracking-tight text-fg">
          {t('adminServiceAccounts.tokens.heading', { name: account.name })}
        </h2>
        <button type="button" className="button-primary" onClick={() => setCreating(true)}>
          {t('adminServiceAccounts.tokens.create')}
        </button>
      </div>
      {tokens.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('adminServiceAccounts.tokens.fetchFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void tokens.refetch()}>
            {t('adminServiceAccounts.tokens.retry')}
          </button>
        </div>
      ) : tokens.isPending ? (
        <p className="text-muted">{t('adminServiceAccounts.tokens.loading')}</p>
      ) : tokens.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">
          {t('adminServiceAccounts.tokens.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-start text-sm">
            <thead className="bg-canvas text-muted">
              <tr>
                {(['name', 'scopes', 'status', 'expires', 'lastUsed', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                    {t(`adminServiceAccounts.tokens.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((token) => (
                <tr key={token.id} className="border-t border-line align-top">
                  <td className="px-3 py-2">
                    <span className="font-medium text-fg">{token.name}</span>
                    <span className="block font-mono text-xs text-muted" dir="ltr">
                      {token.hint}…
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <ul>
                      {token.scopes.map((scope) => (
                        <li key={scope}>{t(scopeLabelKeys[scope])}</li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClass[token.status]}`}
                    >
                      {t(`adminServiceAccounts.tokens.statuses.${token.status}`)}
                    </span>
                    {token.revokeReason && (
                      <span className="mt-1 block text-xs text-muted">
                        {t('adminServiceAccounts.tokens.revokedBecause', { reason: token.revokeReason })}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {when(token.expiresAt, t('adminServiceAccounts.tokens.never'))}
                  </td>
                  <td className="px-3 py-2">
                    {when(token.lastUsedAt, t('adminServiceAccounts.tokens.neverUsed'))}
                    {token.lastUsedIp && (
                      <span className="block font-mono text-xs text-muted" dir="ltr">
                        {token.lastUsedIp}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {token.status !== 'revoked' && (
                      <button
                        type="button"
                        className="button-quiet"
                        aria-label={t('adminServiceAccounts.tokens.revokeLabel', { name: token.name })}
                        onClick={() => setRevoking(token)}
                      >
                        {t('adminServiceAccounts.tokens.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && <TokenFormDialog accountId={account.id} onClose={() => setCreating(false)} />}
      {revoking && <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}
