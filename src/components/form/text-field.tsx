import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** Translated visible label; also the input's accessible name. */
  label: string;
  /** A translated error shown under the input and announced with it. */
  error?: string | null;
  /** A translated hint under the input. */
  hint?: string;
}

/** A labelled text input with an optional hint and error, wired up with aria-describedby. */
export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5 text-start">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="focus-ring h-11 rounded-xl border border-line bg-surface px-3.5 text-fg placeholder:text-muted aria-[invalid=true]:border-red-400"
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-500 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
