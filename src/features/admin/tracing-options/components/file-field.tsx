import { useId } from 'react';

interface FileFieldProps {
  /** Translated visible label; also the input's accessible name. */
  label: string;
  /** What the input offers to pick; the server checks the content whatever is picked. */
  accept: string;
  hint: string;
  error?: string | null;
  onChange: (file: File | null) => void;
}

/** A labelled file input with its hint (types, size limit) and error. */
export function FileField({ label, accept, hint, error, onChange }: FileFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5 text-start">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="focus-ring rounded-xl border border-line bg-surface px-3 py-2 text-sm text-fg file:me-3 file:rounded-full file:border-0 file:bg-accent/15 file:px-3 file:py-1 file:text-fg"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-500 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
