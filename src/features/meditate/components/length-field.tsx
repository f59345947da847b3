import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESEARCH_HINT_MINUTES,
  SESSION_LENGTH_MAX,
  SESSION_LENGTH_MIN,
  SESSION_LENGTH_STEP,
} from '../../../shared/practice/practice-limits';

interface LengthFieldProps {
  minutes: number;
  onChange: (minutes: number) => void;
}

/** Whole minutes, 1–120 in steps of 1 (spec §9), with the research hint. */
export function LengthField({ minutes, onChange }: LengthFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('meditate.choose.length')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={SESSION_LENGTH_MIN}
        max={SESSION_LENGTH_MAX}
        step={SESSION_LENGTH_STEP}
        value={minutes}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = Math.round(Number(event.target.value));
          if (Number.isFinite(value))
            onChange(Math.min(SESSION_LENGTH_MAX, Math.max(SESSION_LENGTH_MIN, value)));
        }}
        className="focus-ring w-28 rounded-xl border border-line bg-surface px-3 py-2 text-fg tabular-nums"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('meditate.choose.lengthHint', { minutes: RESEARCH_HINT_MINUTES })}
      </p>
    </div>
  );
}
