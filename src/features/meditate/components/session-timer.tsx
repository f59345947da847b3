import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../components/countdown/format-countdown';

/** The session's mm:ss, marked up like the shared Countdown (its length changes by the minute). */
export function SessionTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <span role="timer" className="font-serif text-3xl font-medium tabular-nums">
      <span className="sr-only">{t('countdown.label')} </span>
      <time dateTime={`PT${seconds}S`}>{formatCountdown(seconds)}</time>
    </span>
  );
}
