import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { rateLimitedMessage } from '../../../lib/api/rate-limited-message';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { useLogin } from '../api/login';
import { hasBlankField, isValid, loginErrors, type FieldErrors } from '../utils/validate-auth-form';

interface LoginFormProps {
  onTokens: (pair: TokenPair) => void;
  onChallenge: (challengeToken: string) => void;
}

/** Email and password. Every refusal reads the same, so the form never tells who has an account. */
export function LoginForm({ onTokens, onChallenge }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const next = loginErrors(email, password);
    setErrors(next);
    if (hasBlankField(email, password)) return setFormError(t('auth.validation.requiredFields'));
    if (!isValid(next)) return setFormError(null);
    setFormError(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (answer) =>
          'accessToken' in answer ? onTokens(answer) : onChallenge(answer.challengeToken),
        onError: (error) => setFormError(rateLimitedMessage(t, error) ?? t('auth.login.failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="login-form">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email ? t(errors.email) : null}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : null}
      />
      <p className="text-end text-sm">
        <PreloadLink to="/forgot-password" className="link-quiet">
          {t('auth.login.forgotPassword')}
        </PreloadLink>
      </p>
      <button type="submit" className="button-primary" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}
