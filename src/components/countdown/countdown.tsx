import { useTranslation } from 'react-i18next';
import { formatCountdown } from './format-countdown';
import { useCountdown } from './use-countdown';

/** The default countdown length (spec §9). */
export const DEFAULT_COUNTDOWN_SECONDS = 30;

interface CountdownProps {
  /** Length in seconds. To restart with a new length, change the component's key. */
  seconds?: number;
  /** Pauses while false. @default true */
  running?: boolean;
  onComplete?: () => void;
  className?: string;
}

/** A calm mm:ss countdown that calls onComplete once when it reaches 00:00. */
export function Countdown({
  seconds = DEFAULT_COUNTDOWN_SECONDS,
  running = true,
  onComplete,
  className = '',
}: CountdownProps) {
  const { t } = useTranslation();
  const left = useCountdown({ seconds, running, onComplete });
  return (
    <span role="timer" className={`font-medium tabular-nums ${className}`}>
      <span className="sr-only">{t('countdown.label')} </span>
      <time dateTime={`PT${left}S`}>{formatCountdown(left)}</time>
    </span>
  );
}
