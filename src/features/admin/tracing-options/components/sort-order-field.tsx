import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form/text-field';

interface SortOrderFieldProps {
  value: string;
  /** Defaults to 'Lower comes first. Leave empty to put it last.' */
  hint?: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** An item's place in its list, as typed: a whole number, or empty to put it last. */
export function SortOrderField({ value, hint, error, onChange }: SortOrderFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('admin.tracingOptions.form.sortOrder')}
      name="sortOrder"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      hint={hint ?? t('admin.tracingOptions.form.sortOrderHint')}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
