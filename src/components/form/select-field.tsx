import { useId } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  /** Translated text of the option. */
  label: string;
}

interface SelectFieldProps<T extends string> {
  /** Translated visible label; also the select's accessible name. */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  /** Called with one of `options`' values only, so callers need no guard of their own. */
  onChange: (value: T) => void;
  name?: string;
  disabled?: boolean;
  /** Classes of the field's wrapper (its width in a toolbar, for example). */
  className?: string;
}

/** A labelled native select over a fixed list of options, styled like TextField. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
  disabled,
  className = '',
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 text-start ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="focus-ring h-11 rounded-xl border border-control bg-surface px-3 text-fg"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
