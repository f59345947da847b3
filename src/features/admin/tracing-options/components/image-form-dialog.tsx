import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { contentUploadLimits, formatMegabytes } from '../../../../shared/admin/content-upload-limits';
import type { AdminCategory, AdminImage } from '../../../../shared/admin/tracing-options';
import { imageKinds } from '../../../../shared/content/content-responses';
import { useContentForm } from '../hooks/use-content-form';
import { emptyImageForm, imageFormFrom, toImageForm } from '../utils/image-form';
import { AltTextField } from './alt-text-field';
import { CheckboxField } from './checkbox-field';
import { ContentFormDialog } from './content-form-dialog';
import { SortOrderField } from './sort-order-field';
import { SourceFields } from './source-fields';

interface ImageFormDialogProps {
  /** The image to edit; null creates one. */
  image: AdminImage | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
}

/**
 * Create or edit a meditation image: title, alt text, category, premium, place, and an SVG or
 * raster upload or a URL. A new SVG is a tracing target as soon as it is saved.
 */
export function ImageFormDialog({ image, categories, onClose }: ImageFormDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useContentForm({
    resource: 'images',
    id: image?.id ?? null,
    initialValues: () => (image ? imageFormFrom(image) : emptyImageForm(categories[0]?.id ?? '')),
    toForm: (values) => toImageForm(values, image),
    onClose,
  });
  const { values, update, error } = form;
  const noCategory = categories.length === 0;
  const keys = 'admin.tracingOptions.images.form';
  const fileHint = t(`${keys}.fileHint`, {
    svgSize: formatMegabytes(contentUploadLimits.svgBytes, i18n.language),
    rasterSize: formatMegabytes(contentUploadLimits.rasterBytes, i18n.language),
  });

  return (
    <ContentFormDialog
      resource="images"
      testId="image-form-dialog"
      editing={image !== null}
      description={image ? t(`${keys}.editIntro`, { title: image.title }) : t(`${keys}.createIntro`)}
      form={form}
      canSubmit={!noCategory}
      onClose={onClose}
    >
      <TextField
        label={t(`${keys}.title`)}
        name="title"
        autoComplete="off"
        value={values.title}
        error={error('title')}
        onChange={(event) => update({ title: event.target.value })}
      />
      <AltTextField value={values.alt} error={error('alt')} onChange={(alt) => update({ alt })} />
      {noCategory ? (
        <FormMessage tone="info">{t(`${keys}.noCategory`)}</FormMessage>
      ) : (
        <SelectField
          label={t(`${keys}.category`)}
          value={values.categoryId}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(categoryId) => update({ categoryId })}
        />
      )}
      <CheckboxField
        label={t('admin.tracingOptions.form.premium')}
        checked={values.premium}
        onChange={(premium) => update({ premium })}
      />
      <SortOrderField
        value={values.sortOrder}
        error={error('sortOrder')}
        onChange={(sortOrder) => update({ sortOrder })}
      />
      <SourceFields
        values={values}
        file={{
          label: t(`${keys}.file`),
          accept: '.svg,image/svg+xml,image/png,image/jpeg,image/webp,image/gif',
          hint: image?.stored ? `${fileHint} ${t(`${keys}.fileKeep`)}` : fileHint,
        }}
        error={error}
        onChange={update}
      >
        <SelectField
          label={t(`${keys}.kind`)}
          value={values.kind}
          options={imageKinds.map((kind) => ({
            value: kind,
            label: t(`admin.tracingOptions.images.kinds.${kind}`),
          }))}
          onChange={(kind) => update({ kind })}
        />
      </SourceFields>
    </ContentFormDialog>
  );
}
