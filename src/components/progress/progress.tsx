import { clampProgress, DEFAULT_PROGRESS_MAX, normalizeProgressMax } from './clamp-progress';

interface ProgressProps {
  value: number;
  /** @default 100 */
  max?: number;
  /** Accessible name; pass translated text. */
  label?: string;
  className?: string;
}

/** A determinate progress bar: the value is clamped to 0..max and exposed to assistive tech. */
export function Progress({ value, max = DEFAULT_PROGRESS_MAX, label, className = '' }: ProgressProps) {
  const safeMax = normalizeProgressMax(max);
  const clamped = clampProgress(value, safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-valuenow={clamped}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-label={label}
      className={`h-2 w-full overflow-hidden rounded-full bg-track ${className}`}
    >
      <div
        data-part="indicator"
        className="h-full rounded-full bg-accent transition-[width] duration-500 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
