import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { ApiToken } from '../../../../shared/admin/service-accounts';
import { useRevokeApiToken } from '../api/api-tokens';

/** Revokes a token for good; the reason is required (spec §5). */
export function RevokeTokenDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (revoke.isPending) return;
    const trimmed = reason.trim();
    setReasonError(trimmed === '' ? t('adminServiceAccounts.revokeForm.reasonRequired') : null);
    setFailure(null);
    if (trimmed === '') return;
    revoke.mutate(
      { id: token.id, reason: trimmed },
      {
        onSuccess: () => {
          toaster.success({ title: t('adminServiceAccounts.tokens.revoked') });
          onClose();
        },
        onError: (error) => setFailure(serverMessageOr(error, t('adminServiceAccounts.tokens.revokeFailed'))),
      },
    );
  };

  return (
    <FormDialog
      testId="revoke-token-dialog"
      title={t('adminServiceAccounts.revokeForm.title')}
      description={t('adminServiceAccounts.revokeForm.body', { name: token.name })}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-fg">
            {t('adminServiceAccounts.revokeForm.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className="focus-ring rounded-xl border border-control bg-surface px-3.5 py-2 text-fg aria-[invalid=true]:border-red-400"
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {reasonError}
            </p>
          )}
        </div>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('adminServiceAccounts.revokeForm.cancel')}
          submitLabel={t('adminServiceAccounts.revokeForm.submit')}
          submitDisabled={revoke.isPending}
          tone="danger"
        />
      </form>
    </FormDialog>
  );
}
