import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form/text-field';
import type { SourceChoice as Choice } from '../utils/content-form';
import { FileField } from './file-field';
import { SourceChoice } from './source-choice';

/** The values of a form that these fields fill in. */
interface SourceValues {
  source: Choice;
  file: File | null;
  url: string;
}

interface SourceFieldsProps {
  values: SourceValues;
  /** The file input's label, the types it offers and its hint (types, size limit). */
  file: { label: string; accept: string; hint: string };
  error: (field: 'file' | 'url') => string | null;
  onChange: (changes: Partial<SourceValues>) => void;
  /** What the URL holds (a kind, a media type), shown under the URL. */
  children: ReactNode;
}

/** Where an item comes from: the choice of an upload or a URL, then the fields of that choice. */
export function SourceFields({ values, file, error, onChange, children }: SourceFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SourceChoice value={values.source} onChange={(source) => onChange({ source })} />
      {values.source === 'file' ? (
        <FileField
          label={file.label}
          accept={file.accept}
          hint={file.hint}
          error={error('file')}
          onChange={(chosen) => onChange({ file: chosen })}
        />
      ) : (
        <>
          <TextField
            label={t('admin.tracingOptions.form.url')}
            name="url"
            type="url"
            dir="ltr"
            autoComplete="off"
            value={values.url}
            error={error('url')}
            onChange={(event) => onChange({ url: event.target.value })}
          />
          {children}
        </>
      )}
    </>
  );
}
