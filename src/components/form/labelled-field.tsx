import { useId, type ReactNode } from 'react';

/** What a LabelledField gives its control so the label, hint and error describe it. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  /** Translated visible label; also the control's accessible name. */
  label: string;
  /** A translated hint under the control. */
  hint?: string;
  /** A translated error shown under the control and announced with it. */
  error?: string | null;
  /** Renders the control (input, textarea…) with the ids and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame of a form field: its label above, then the control, its hint and its error. */
export function LabelledField({ label, hint, error, children }: LabelledFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5 text-start">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
