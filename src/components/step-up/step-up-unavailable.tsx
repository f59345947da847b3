import { useTranslation } from 'react-i18next';
import type { EscalationMode } from '../../shared/auth/escalation';

/**
 * Said instead of asking for a credential the account does not have: a two-factor step-up before
 * two-factor is on points to the profile, where it is turned on; a password step-up for an
 * account with no way at all points to choosing a password.
 */
export function StepUpUnavailable({ mode }: { mode: EscalationMode }) {
  const { t } = useTranslation();
  if (mode === '2fa') {
    return (
      <div className="flex flex-col gap-3" data-testid="step-up-unavailable">
        <p className="leading-relaxed text-fg">{t('stepUp.unavailable.twoFactor')}</p>
        {/* The dialog sits above the router: a plain link, which also closes it. */}
        <a href="/profile" className="link-accent self-start">
          {t('stepUp.goToProfile')}
        </a>
      </div>
    );
  }
  return (
    <p className="leading-relaxed text-fg" data-testid="step-up-unavailable">
      {t('stepUp.unavailable.password')}
    </p>
  );
}
