import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import { useCreateServiceAccount } from '../api/service-accounts';

/** Creates a service account: a name and an optional description. */
export function AccountFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateServiceAccount();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    setNameError(trimmed === '' ? t('adminServiceAccounts.accountForm.nameRequired') : null);
    setFailure(null);
    if (trimmed === '') return;
    create.mutate(
      { name: trimmed, ...(description.trim() ? { description: description.trim() } : {}) },
      {
        onSuccess: () => {
          toaster.success({ title: t('adminServiceAccounts.created') });
          onClose();
        },
        onError: (error) => setFailure(serverMessageOr(error, t('adminServiceAccounts.createFailed'))),
      },
    );
  };

  return (
    <FormDialog
      testId="service-account-dialog"
      title={t('adminServiceAccounts.accountForm.title')}
      description={t('adminServiceAccounts.accountForm.intro')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('adminServiceAccounts.accountForm.name')}
          value={name}
          error={nameError}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('adminServiceAccounts.accountForm.description')}
          value={description}
          autoComplete="off"
          onChange={(event) => setDescription(event.target.value)}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('adminServiceAccounts.accountForm.cancel')}
          submitLabel={
            create.isPending
              ? t('adminServiceAccounts.accountForm.saving')
              : t('adminServiceAccounts.accountForm.submit')
          }
          submitDisabled={create.isPending}
        />
      </form>
    </FormDialog>
  );
}
