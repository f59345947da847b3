import type { TextareaHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';

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
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="focus-ring min-h-40 rounded-xl border border-control bg-surface px-3.5 py-2.5 font-mono text-sm text-fg placeholder:text-muted aria-[invalid=true]:border-red-400"
          {...areaProps}
        />
      )}
    </LabelledField>
  );
}
