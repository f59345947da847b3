import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { serverMessageOr } from '../../../../lib/api/api-error';
import { apiScopes, type ApiScope } from '../../../../shared/admin/service-accounts';
import { useCreateApiToken } from '../api/api-tokens';
import {
  emptyTokenForm,
  toCreateTokenRequest,
  type TokenFormErrors,
  type TokenFormProblem,
  type TokenFormValues,
} from '../utils/token-form';
import { TokenSecret } from './token-secret';

/** Translation keys of the scopes (i18next reads ':' as a namespace separator). */
export const scopeLabelKeys = {
  'users:read': 'adminServiceAccounts.scopes.usersRead',
  'content:read': 'adminServiceAccounts.scopes.contentRead',
  'content:write': 'adminServiceAccounts.scopes.contentWrite',
  'reports:read': 'adminServiceAccounts.scopes.reportsRead',
} as const satisfies Record<ApiScope, string>;

/**
 * Creates a token — name, at least one scope, an optional expiry and address allow list — then
 * shows its secret once in the same dialog (a second dialog would lose the focus and close).
 */
export function TokenFormDialog({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken(accountId);
  const ids = { scopes: useId(), ips: useId(), ipsHint: useId(), ipsError: useId() };
  const [values, setValues] = useState<TokenFormValues>(emptyTokenForm);
  const [errors, setErrors] = useState<TokenFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const problem = (found: TokenFormProblem | undefined) =>
    found ? t(found.key, { entry: found.values?.entry ?? '' }) : null;

  const toggleScope = (scope: ApiScope, on: boolean) =>
    setValues((current) => ({
      ...current,
      scopes: on ? [...current.scopes, scope] : current.scopes.filter((known) => known !== scope),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = toCreateTokenRequest(values);
    setErrors(result.ok ? {} : result.errors);
    setFailure(null);
    if (!result.ok) return;
    create.mutate(result.request, {
      onSuccess: (token) => setSecret(token.token),
      onError: (error) => setFailure(serverMessageOr(error, t('adminServiceAccounts.tokens.createFailed'))),
    });
  };

  if (secret !== null)
    return (
      <FormDialog
        testId="token-secret-dialog"
        title={t('adminServiceAccounts.secret.title')}
        description={t('adminServiceAccounts.secret.body')}
        onClose={onClose}
      >
        <TokenSecret secret={secret} onDone={onClose} />
      </FormDialog>
    );

  const ipsError = problem(errors.allowedIps);
  const scopesError = problem(errors.scopes);
  return (
    <FormDialog
      testId="token-form-dialog"
      title={t('adminServiceAccounts.tokenForm.title')}
      description={t('adminServiceAccounts.tokenForm.intro')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('adminServiceAccounts.tokenForm.name')}
          value={values.name}
          error={problem(errors.name)}
          autoComplete="off"
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
        <fieldset className="flex flex-col gap-2" aria-describedby={scopesError ? ids.scopes : undefined}>
          <legend className="mb-1 text-sm font-medium text-fg">
            {t('adminServiceAccounts.tokenForm.scopes')}
          </legend>
          {apiScopes.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-fg">
              <input
                type="checkbox"
                className="focus-ring size-4"
                checked={values.scopes.includes(scope)}
                onChange={(event) => toggleScope(scope, event.target.checked)}
              />
              {t(scopeLabelKeys[scope])}
            </label>
          ))}
          {scopesError && (
            <p id={ids.scopes} className="text-sm text-red-700 dark:text-red-300">
              {scopesError}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('adminServiceAccounts.tokenForm.expiresOn')}
          type="date"
          value={values.expiresOn}
          hint={t('adminServiceAccounts.tokenForm.expiresHint')}
          error={problem(errors.expiresOn)}
          onChange={(event) => setValues((current) => ({ ...current, expiresOn: event.target.value }))}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.ips} className="text-sm font-medium text-fg">
            {t('adminServiceAccounts.tokenForm.allowedIps')}
          </label>
          <textarea
            id={ids.ips}
            dir="ltr"
            rows={3}
            value={values.allowedIps}
            aria-invalid={ipsError ? true : undefined}
            aria-describedby={[ids.ipsHint, ipsError ? ids.ipsError : null].filter(Boolean).join(' ')}
            onChange={(event) => setValues((current) => ({ ...current, allowedIps: event.target.value }))}
            className="focus-ring rounded-xl border border-line bg-surface px-3.5 py-2 font-mono text-sm text-fg aria-[invalid=true]:border-red-400"
          />
          <p id={ids.ipsHint} className="text-sm text-muted">
            {t('adminServiceAccounts.tokenForm.allowedIpsHint')}
          </p>
          {ipsError && (
            <p id={ids.ipsError} className="text-sm text-red-700 dark:text-red-300">
              {ipsError}
            </p>
          )}
        </div>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('adminServiceAccounts.tokenForm.cancel')}
          submitLabel={
            create.isPending
              ? t('adminServiceAccounts.tokenForm.saving')
              : t('adminServiceAccounts.tokenForm.submit')
          }
          submitDisabled={create.isPending}
        />
      </form>
    </FormDialog>
  );
}
