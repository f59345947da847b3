import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { rateLimitedMessage } from '../../../lib/api/rate-limited-message';
import { useForgotPassword } from '../api/forgot-password';
import { emailError } from '../utils/validate-auth-form';
import { AuthCard } from './auth-card';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const problem = emailError(email);
    setError(problem ? t(problem) : null);
    if (!problem) request.mutate({ email });
  };

  return (
    <AuthCardWithBack>
      {request.isSuccess ? (
        <FormMessage tone="success" testId="reset-link-sent">
          {t('auth.forgotPassword.sent')}
        </FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {request.isError && (
            <FormMessage tone="error">
              {rateLimitedMessage(t, request.error) ?? t('auth.forgotPassword.failed')}
            </FormMessage>
          )}
          <TextField
            label={t('auth.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <button type="submit" className="button-primary" disabled={request.isPending}>
            {request.isPending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
          </button>
        </form>
      )}
    </AuthCardWithBack>
  );
}

function AuthCardWithBack({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      intro={t('pages.forgotPassword.body')}
      footer={
        <PreloadLink to="/login" className="link-accent">
          {t('auth.forgotPassword.backToSignIn')}
        </PreloadLink>
      }
    >
      {children}
    </AuthCard>
  );
}
