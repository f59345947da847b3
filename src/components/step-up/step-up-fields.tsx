import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../form/text-field';
import { CodeEntry } from '../two-factor/code-entry';
import type { EscalationMode } from '../../shared/auth/escalation';

interface StepUpFieldsProps {
  mode: EscalationMode;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
}

/** The input of each step-up variant: a password, a six-digit code, a justification, or nothing. */
export function StepUpFields({ mode, value, onChange, error, disabled }: StepUpFieldsProps) {
  const { t } = useTranslation();
  const justificationId = useId();
  switch (mode) {
    case 'password':
      return (
        <TextField
          label={t('stepUp.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          disabled={disabled}
        />
      );
    case '2fa':
      return (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted">{t('stepUp.codeHelp')}</p>
          <CodeEntry
            label={t('twoFactor.codeLabel')}
            value={value}
            onChange={onChange}
            invalid={Boolean(error)}
            disabled={disabled}
            autoFocus
          />
          {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
        </div>
      );
    case 'justification':
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={justificationId} className="text-sm font-medium text-fg">
            {t('stepUp.justification')}
          </label>
          <textarea
            id={justificationId}
            name="justification"
            rows={3}
            autoFocus
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${justificationId}-hint${error ? ` ${justificationId}-error` : ''}`}
            disabled={disabled}
            className="focus-ring rounded-xl border border-control bg-surface px-3.5 py-2.5 text-fg aria-[invalid=true]:border-red-400"
          />
          <p id={`${justificationId}-hint`} className="text-xs text-muted">
            {t('stepUp.justificationHelp')}
          </p>
          {error && (
            <p id={`${justificationId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
      );
    case 'acknowledge':
      return <p className="leading-relaxed text-fg">{t('stepUp.acknowledgeText')}</p>;
  }
}
