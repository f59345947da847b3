import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import type { ServiceAccount } from '../../../../shared/admin/service-accounts';
import { useServiceAccounts, useUpdateServiceAccount } from '../api/service-accounts';
import { AccountFormDialog } from './account-form-dialog';
import { TokensPanel } from './tokens-panel';

/** /manage/service-accounts (admin): service accounts, their activation, and their API tokens. */
export function ServiceAccountsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manageServiceAccounts.title')} · ${t('common.appName')}`);
  const accounts = useServiceAccounts();
  const update = useUpdateServiceAccount();
  const [creating, setCreating] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selected = accounts.data?.find((account) => account.id === selectedId) ?? null;

  const setActive = (account: ServiceAccount, active: boolean) => {
    setFailure(null);
    update.mutate(
      { id: account.id, changes: { active } },
      {
        onSuccess: () =>
          toaster.success({
            title: t(active ? 'adminServiceAccounts.activated' : 'adminServiceAccounts.deactivated'),
          }),
        onError: (error) =>
          setFailure(
            serverMessageOr(
              error,
              t(active ? 'adminServiceAccounts.activateFailed' : 'adminServiceAccounts.deactivateFailed'),
            ),
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manageServiceAccounts.title')} body={t('pages.manageServiceAccounts.body')}>
        <button type="button" className="button-primary" onClick={() => setCreating(true)}>
          {t('adminServiceAccounts.create')}
        </button>
      </PageHeader>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {accounts.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('adminServiceAccounts.fetchFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void accounts.refetch()}>
            {t('adminServiceAccounts.retry')}
          </button>
        </div>
      ) : accounts.isPending ? (
        <p className="text-muted">{t('adminServiceAccounts.loading')}</p>
      ) : accounts.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted">
          {t('adminServiceAccounts.empty')}
        </p>
      ) : (
        <ul aria-label={t('adminServiceAccounts.listLabel')} className="flex flex-col gap-3">
          {accounts.data.map((account) => (
            <li
              key={account.id}
              data-testid="service-account"
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-fg">{account.name}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                      account.active
                        ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
                        : 'bg-line text-muted'
                    }`}
                  >
                    {account.active ? t('adminServiceAccounts.active') : t('adminServiceAccounts.inactive')}
                  </span>
                </span>
                {account.description && <span className="text-sm text-muted">{account.description}</span>}
                <span className="text-sm text-muted">
                  {t('adminServiceAccounts.activeTokens', { count: account.activeTokens })}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="button-quiet"
                  aria-pressed={account.id === selectedId}
                  onClick={() => setSelectedId(account.id === selectedId ? null : account.id)}
                >
                  {t('adminServiceAccounts.manageTokens')}
                </button>
                <button
                  type="button"
                  className="button-quiet"
                  disabled={update.isPending}
                  onClick={() => setActive(account, !account.active)}
                >
                  {account.active ? t('adminServiceAccounts.deactivate') : t('adminServiceAccounts.activate')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {selected && <TokensPanel key={selected.id} account={selected} />}
      {creating && <AccountFormDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
