import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { contentUploadLimits, formatMegabytes } from '../../../../shared/admin/content-upload-limits';
import { soundtrackUrlMediaTypes, type AdminSoundtrack } from '../../../../shared/admin/tracing-options';
import { useContentEditor } from '../hooks/use-content-editor';
import {
  emptySoundtrackForm,
  soundtrackFormFrom,
  toSoundtrackForm,
  type SoundtrackField,
  type SoundtrackFormValues,
} from '../utils/soundtrack-form';
import { CheckboxField } from './checkbox-field';
import { FileField } from './file-field';
import { SourceChoice } from './source-choice';

interface SoundtrackFormDialogProps {
  /** The soundtrack to edit; null creates one. */
  soundtrack: AdminSoundtrack | null;
  onClose: () => void;
}

/** Create or edit a soundtrack: name, premium, place, and an audio upload or URL. */
export function SoundtrackFormDialog({ soundtrack, onClose }: SoundtrackFormDialogProps) {
  const { t } = useTranslation();
  const editor = useContentEditor<SoundtrackField>('soundtracks', soundtrack?.id ?? null, onClose);
  const [values, setValues] = useState<SoundtrackFormValues>(() =>
    soundtrack ? soundtrackFormFrom(soundtrack) : emptySoundtrackForm,
  );
  const set = <Field extends keyof SoundtrackFormValues>(name: Field, value: SoundtrackFormValues[Field]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const error = (field: SoundtrackField) => (editor.errors[field] ? t(editor.errors[field]) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.pending) editor.submit(toSoundtrackForm(values, soundtrack));
  };
  const keys = 'admin.tracingOptions.soundtracks.form';

  return (
    <FormDialog
      testId="soundtrack-form-dialog"
      title={t(soundtrack ? `${keys}.editTitle` : `${keys}.createTitle`)}
      description={soundtrack ? t(`${keys}.editIntro`, { name: soundtrack.name }) : t(`${keys}.createIntro`)}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t(`${keys}.name`)}
          name="name"
          autoComplete="off"
          value={values.name}
          error={error('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <CheckboxField
          label={t('admin.tracingOptions.form.premium')}
          checked={values.premium}
          onChange={(premium) => set('premium', premium)}
        />
        <TextField
          label={t('admin.tracingOptions.form.sortOrder')}
          name="sortOrder"
          inputMode="numeric"
          autoComplete="off"
          value={values.sortOrder}
          hint={t(`${keys}.sortOrderHint`)}
          error={error('sortOrder')}
          onChange={(event) => set('sortOrder', event.target.value)}
        />
        <SourceChoice value={values.source} onChange={(source) => set('source', source)} />
        {values.source === 'file' ? (
          <FileField
            label={t(`${keys}.file`)}
            accept="audio/*"
            hint={`${t(`${keys}.fileHint`, { size: formatMegabytes(contentUploadLimits.audioBytes) })}${
              soundtrack ? ` ${t(`${keys}.fileKeep`)}` : ''
            }`}
            error={error('file')}
            onChange={(file) => set('file', file)}
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
              onChange={(event) => set('url', event.target.value)}
            />
            <SelectField
              label={t(`${keys}.mediaType`)}
              value={values.mediaType}
              options={[
                { value: '', label: t(`${keys}.mediaTypeUnknown`) },
                ...soundtrackUrlMediaTypes.map((type) => ({ value: type, label: type })),
              ]}
              onChange={(mediaType) => set('mediaType', mediaType)}
            />
          </>
        )}
        {editor.message && <FormMessage tone={editor.message.tone}>{editor.message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('admin.tracingOptions.cancel')}
          submitLabel={
            editor.pending
              ? t('admin.tracingOptions.saving')
              : t(soundtrack ? 'admin.tracingOptions.save' : `${keys}.create`)
          }
          submitDisabled={editor.pending}
        />
      </form>
    </FormDialog>
  );
}
