import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESEARCH_HINT_MINUTES,
  SESSION_LENGTH_MAX,
  SESSION_LENGTH_MIN,
  SESSION_LENGTH_STEP,
} from '../../../shared/practice/practice-limits';

interface LengthFieldProps {
  /** The text as typed: a wrong value stays on screen, marked, rather than being corrected. */
  value: string;
  onChange: (value: string) => void;
  /** True when the text is not whole minutes within 1–120; the field then says so. */
  invalid: boolean;
}

/** Whole minutes, 1–120 in steps of 1 (spec §9), with the research hint and, when wrong, why. */
export function LengthField({ value, onChange, invalid }: LengthFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('meditate.choose.length')}
      </label>
      <input
        id={id}
        name="sessionLength"
        type="number"
        inputMode="numeric"
        min={SESSION_LENGTH_MIN}
        max={SESSION_LENGTH_MAX}
        step={SESSION_LENGTH_STEP}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className="focus-ring w-28 rounded-xl border border-control bg-surface px-3 py-2 text-fg tabular-nums aria-[invalid=true]:border-red-400"
      />
      {invalid && (
        <p id={errorId} data-testid="length-error" className="text-sm text-red-700 dark:text-red-300">
          {t('preferences.sessionLengthInvalid')}
        </p>
      )}
      <p id={hintId} className="text-sm text-muted">
        {t('meditate.choose.lengthHint', { count: RESEARCH_HINT_MINUTES })}
      </p>
    </div>
  );
}
