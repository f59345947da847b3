import { LabelledField } from '../../../../components/form/labelled-field';

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
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          className="focus-ring rounded-xl border border-control bg-surface px-3 py-2 text-sm text-fg file:me-3 file:rounded-full file:border-0 file:bg-accent/15 file:px-3 file:py-1 file:text-fg"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </LabelledField>
  );
}
