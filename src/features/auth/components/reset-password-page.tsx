import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { hasApiErrorCode } from '../../../lib/api/api-error';
import { useResetPassword } from '../api/reset-password';
import { isValid, resetPasswordErrors, type FieldErrors } from '../utils/validate-auth-form';
import { AuthCard } from './auth-card';

/** /reset-password?token=…: choose a new password; a missing or refused link shows the invalid-link state. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});

  const linkRefused = hasApiErrorCode(reset.error, 'invalid_reset_token');
  if (!token || linkRefused) {
    return (
      <AuthCard title={t('auth.resetPassword.invalidHeading')}>
        <div data-testid="reset-link-invalid" className="flex flex-col gap-4">
          {linkRefused && <FormMessage tone="error">{t('auth.resetPassword.failed')}</FormMessage>}
          <p className="leading-relaxed text-muted">{t('auth.resetPassword.invalidBody')}</p>
          <PreloadLink to="/forgot-password" className="button-primary">
            {t('auth.resetPassword.requestNew')}
          </PreloadLink>
        </div>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const next = resetPasswordErrors(password, confirm);
    setErrors(next);
    if (isValid(next)) reset.mutate({ token, password });
  };

  return (
    <AuthCard title={t('pages.resetPassword.title')} intro={t('pages.resetPassword.body')}>
      {reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="success" testId="password-reset-done">
            {t('auth.resetPassword.done')}
          </FormMessage>
          <PreloadLink to="/login" className="button-primary">
            {t('auth.resetPassword.goToSignIn')}
          </PreloadLink>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {reset.isError && (
            <FormMessage tone="error">
              {hasApiErrorCode(reset.error, 'password_too_common')
                ? t('auth.validation.passwordTooCommon')
                : t('auth.resetPassword.failed')}
            </FormMessage>
          )}
          <TextField
            label={t('auth.fields.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={t('auth.fields.passwordHint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password ? t(errors.password) : null}
          />
          <TextField
            label={t('auth.fields.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirmPassword ? t(errors.confirmPassword) : null}
          />
          <button type="submit" className="button-primary" disabled={reset.isPending}>
            {reset.isPending ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
