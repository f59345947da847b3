import { splitDuration } from './split-duration';

export interface TimeAmount {
  value: number;
  unit: 'minutes' | 'seconds';
}

const HOUR_SECONDS = 3600;

/**
 * The time practised as the dashboard shows it: seconds alone under a minute, so a first short
 * session never reads as 0; minutes and seconds under an hour; past an hour, whole minutes (the
 * seconds stop mattering). No practice reads "0 minutes".
 */
export function totalTimeAmounts(totalSeconds: number): TimeAmount[] {
  if (totalSeconds >= HOUR_SECONDS) return [{ value: Math.round(totalSeconds / 60), unit: 'minutes' }];
  const { minutes, seconds } = splitDuration(totalSeconds);
  if (minutes === 0 && seconds > 0) return [{ value: seconds, unit: 'seconds' }];
  const whole: TimeAmount = { value: minutes, unit: 'minutes' };
  return seconds === 0 ? [whole] : [whole, { value: seconds, unit: 'seconds' }];
}
