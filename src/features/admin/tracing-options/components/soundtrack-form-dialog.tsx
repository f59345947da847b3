import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { contentUploadLimits, formatMegabytes } from '../../../../shared/admin/content-upload-limits';
import { soundtrackUrlMediaTypes, type AdminSoundtrack } from '../../../../shared/admin/tracing-options';
import { useContentForm } from '../hooks/use-content-form';
import { emptySoundtrackForm, soundtrackFormFrom, toSoundtrackForm } from '../utils/soundtrack-form';
import { CheckboxField } from './checkbox-field';
import { ContentFormDialog } from './content-form-dialog';
import { SortOrderField } from './sort-order-field';
import { SourceFields } from './source-fields';

interface SoundtrackFormDialogProps {
  /** The soundtrack to edit; null creates one. */
  soundtrack: AdminSoundtrack | null;
  onClose: () => void;
}

/** Create or edit a soundtrack: name, premium, place, and an audio upload or URL. */
export function SoundtrackFormDialog({ soundtrack, onClose }: SoundtrackFormDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useContentForm({
    resource: 'soundtracks',
    id: soundtrack?.id ?? null,
    initialValues: () => (soundtrack ? soundtrackFormFrom(soundtrack) : emptySoundtrackForm),
    toForm: (values) => toSoundtrackForm(values, soundtrack),
    onClose,
  });
  const { values, update, error } = form;
  const keys = 'admin.tracingOptions.soundtracks.form';

  return (
    <ContentFormDialog
      resource="soundtracks"
      testId="soundtrack-form-dialog"
      editing={soundtrack !== null}
      description={soundtrack ? t(`${keys}.editIntro`, { name: soundtrack.name }) : t(`${keys}.createIntro`)}
      form={form}
      onClose={onClose}
    >
      <TextField
        label={t(`${keys}.name`)}
        name="name"
        autoComplete="off"
        value={values.name}
        error={error('name')}
        onChange={(event) => update({ name: event.target.value })}
      />
      <CheckboxField
        label={t('admin.tracingOptions.form.premium')}
        checked={values.premium}
        onChange={(premium) => update({ premium })}
      />
      <SortOrderField
        value={values.sortOrder}
        hint={t(`${keys}.sortOrderHint`)}
        error={error('sortOrder')}
        onChange={(sortOrder) => update({ sortOrder })}
      />
      <SourceFields
        values={values}
        file={{
          label: t(`${keys}.file`),
          accept: 'audio/*',
          hint: `${t(`${keys}.fileHint`, { size: formatMegabytes(contentUploadLimits.audioBytes, i18n.language) })}${
            soundtrack ? ` ${t(`${keys}.fileKeep`)}` : ''
          }`,
        }}
        error={error}
        onChange={update}
      >
        <SelectField
          label={t(`${keys}.mediaType`)}
          value={values.mediaType}
          options={[
            { value: '', label: t(`${keys}.mediaTypeUnknown`) },
            ...soundtrackUrlMediaTypes.map((type) => ({ value: type, label: type })),
          ]}
          onChange={(mediaType) => update({ mediaType })}
        />
      </SourceFields>
    </ContentFormDialog>
  );
}
