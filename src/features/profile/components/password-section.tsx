import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { toaster } from '../../../components/toast/toaster';
import { hasApiErrorCode } from '../../../lib/api/api-error';
import { rateLimitedMessage } from '../../../lib/api/rate-limited-message';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Current password, new password and its confirmation; other devices are signed out. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (!hasPassword) {
    return (
      <ProfileSection heading={t('profile.password.heading')}>
        <p className="text-muted">{t('profile.password.noPassword')}</p>
      </ProfileSection>
    );
  }

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((all) => ({ ...all, [field]: event.target.value })),
    error: errors[field] ?? null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const next: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) next.currentPassword = t('auth.validation.passwordRequired');
    if (!values.newPassword) next.newPassword = t('auth.validation.passwordRequired');
    else if (values.newPassword.length < 6) next.newPassword = t('auth.validation.passwordTooShort');
    if (values.newPassword !== values.confirmPassword)
      next.confirmPassword = t('auth.validation.passwordsDoNotMatch');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(empty);
          toaster.success({ title: t('profile.password.changed') });
        },
        onError: (error) => {
          if (hasApiErrorCode(error, 'password_too_common')) {
            setErrors({ newPassword: t('auth.validation.passwordTooCommon') });
          } else if (hasApiErrorCode(error, 'current_password_wrong')) {
            setErrors({ currentPassword: t('profile.password.currentWrong') });
          } else {
            // The current password is a guess like a sign-in's: it shares the sign-in lockout.
            setFailure(rateLimitedMessage(t, error) ?? t('profile.password.failed'));
          }
        },
      },
    );
  };

  return (
    <ProfileSection
      heading={t('profile.password.heading')}
      intro={t('profile.password.intro')}
      testId="profile-password"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.fields.currentPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <TextField
          label={t('auth.fields.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          {...bind('newPassword')}
        />
        <TextField
          label={t('auth.fields.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <div>
          <button type="submit" className="button-primary" disabled={change.isPending}>
            {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
