import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form/text-field';

interface AltTextFieldProps {
  value: string;
  hint?: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The text that stands for a picture for people who cannot see it. */
export function AltTextField({ value, hint, error, onChange }: AltTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('admin.tracingOptions.form.alt')}
      name="alt"
      autoComplete="off"
      value={value}
      hint={hint}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
