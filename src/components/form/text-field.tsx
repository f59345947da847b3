import type { InputHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';

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
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="focus-ring h-11 rounded-xl border border-control bg-surface px-3.5 text-fg placeholder:text-muted aria-[invalid=true]:border-red-400"
          {...inputProps}
        />
      )}
    </LabelledField>
  );
}
