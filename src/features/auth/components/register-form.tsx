import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { hasApiErrorCode } from '../../../lib/api/api-error';
import { rateLimitedMessage } from '../../../lib/api/rate-limited-message';
import type { RegisterRequest } from '../../../shared/auth/auth-requests';
import type { RegistrationPending } from '../../../shared/auth/auth-responses';
import { useRegister } from '../api/register';
import { hasBlankField, isValid, registerErrors, type FieldErrors } from '../utils/validate-auth-form';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';

interface RegisterFormProps {
  /** The code is on its way: what was sent, to send again or to change. */
  onRegistered: (pending: RegistrationPending, registration: RegisterRequest) => void;
  /** The details sent before, when the member comes back to change them. */
  initial?: RegisterRequest | undefined;
}

/** Name, email, password and its confirmation. */
export function RegisterForm({ onRegistered, initial }: RegisterFormProps) {
  const { t } = useTranslation();
  const create = useRegister();
  const [values, setValues] = useState<Record<Field, string>>({
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    password: initial?.password ?? '',
    confirmPassword: initial?.password ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((all) => ({ ...all, [field]: event.target.value })),
    error: errors[field] ? t(errors[field]) : null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const next = registerErrors(values);
    setErrors(next);
    if (hasBlankField(values.name, values.email, values.password, values.confirmPassword)) {
      return setFormError(t('auth.validation.requiredFields'));
    }
    setFormError(null);
    if (!isValid(next)) return;
    const registration = { name: values.name, email: values.email, password: values.password };
    create.mutate(registration, {
      onSuccess: (pending) => onRegistered(pending, registration),
      onError: (error) =>
        hasApiErrorCode(error, 'password_too_common')
          ? setErrors({ password: 'auth.validation.passwordTooCommon' })
          : setFormError(rateLimitedMessage(t, error) ?? t('auth.register.failed')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="register-form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <TextField label={t('auth.fields.name')} name="name" autoComplete="name" required {...bind('name')} />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        {...bind('email')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('auth.fields.passwordHint')}
        {...bind('password')}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
      />
      <button type="submit" className="button-primary" disabled={create.isPending}>
        {create.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
    </form>
  );
}
