import { useId } from 'react';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** How the value reads beside the slider (defaults to the number). */
  format?: (value: number) => string;
}

/** A labelled slider with its value shown beside it. */
export function RangeField({ label, value, min, max, step, onChange, format = String }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="text-muted">
          {label}
        </label>
        <output htmlFor={id} className="text-fg tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="focus-ring h-2 w-full cursor-pointer accent-[var(--color-accent)]"
      />
    </div>
  );
}
