import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  /** Translated visible label; also the text area's accessible name. */
  label: string;
  /** A translated error shown under the field and announced with it. */
  error?: string | null;
  /** A translated hint under the field. */
  hint?: string;
}

/** A labelled multi-line text field, styled and wired like TextField. */
export function TextAreaField({ label, error, hint, ...areaProps }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5 text-start">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="focus-ring min-h-40 rounded-xl border border-line bg-surface px-3.5 py-2.5 font-mono text-sm text-fg placeholder:text-muted aria-[invalid=true]:border-red-400"
        {...areaProps}
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
