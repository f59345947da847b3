import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { contentUploadLimits, formatMegabytes } from '../../../../shared/admin/content-upload-limits';
import type { AdminCategory, AdminImage } from '../../../../shared/admin/tracing-options';
import { imageKinds } from '../../../../shared/content/content-responses';
import { useContentEditor } from '../hooks/use-content-editor';
import {
  emptyImageForm,
  imageFormFrom,
  toImageForm,
  type ImageField,
  type ImageFormValues,
} from '../utils/image-form';
import { CheckboxField } from './checkbox-field';
import { FileField } from './file-field';
import { SourceChoice } from './source-choice';

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
  const { t } = useTranslation();
  const editor = useContentEditor<ImageField>('images', image?.id ?? null, onClose);
  const [values, setValues] = useState<ImageFormValues>(() =>
    image ? imageFormFrom(image) : emptyImageForm(categories[0]?.id ?? ''),
  );
  const set = <Field extends keyof ImageFormValues>(name: Field, value: ImageFormValues[Field]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const error = (field: ImageField) => (editor.errors[field] ? t(editor.errors[field]) : null);
  const noCategory = categories.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.pending && !noCategory) editor.submit(toImageForm(values, image));
  };
  const keys = 'admin.tracingOptions.images.form';
  const fileHint = t(`${keys}.fileHint`, {
    svgSize: formatMegabytes(contentUploadLimits.svgBytes),
    rasterSize: formatMegabytes(contentUploadLimits.rasterBytes),
  });

  return (
    <FormDialog
      testId="image-form-dialog"
      title={t(image ? `${keys}.editTitle` : `${keys}.createTitle`)}
      description={image ? t(`${keys}.editIntro`, { title: image.title }) : t(`${keys}.createIntro`)}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t(`${keys}.title`)}
          name="title"
          autoComplete="off"
          value={values.title}
          error={error('title')}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextField
          label={t('admin.tracingOptions.form.alt')}
          name="alt"
          autoComplete="off"
          value={values.alt}
          error={error('alt')}
          onChange={(event) => set('alt', event.target.value)}
        />
        {noCategory ? (
          <FormMessage tone="info">{t(`${keys}.noCategory`)}</FormMessage>
        ) : (
          <SelectField
            label={t(`${keys}.category`)}
            value={values.categoryId}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            onChange={(categoryId) => set('categoryId', categoryId)}
          />
        )}
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
          hint={t('admin.tracingOptions.form.sortOrderHint')}
          error={error('sortOrder')}
          onChange={(event) => set('sortOrder', event.target.value)}
        />
        <SourceChoice value={values.source} onChange={(source) => set('source', source)} />
        {values.source === 'file' ? (
          <FileField
            label={t(`${keys}.file`)}
            accept=".svg,image/svg+xml,image/png,image/jpeg,image/webp,image/gif"
            hint={image?.stored ? `${fileHint} ${t(`${keys}.fileKeep`)}` : fileHint}
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
              label={t(`${keys}.kind`)}
              value={values.kind}
              options={imageKinds.map((kind) => ({
                value: kind,
                label: t(`admin.tracingOptions.images.kinds.${kind}`),
              }))}
              onChange={(kind) => set('kind', kind)}
            />
          </>
        )}
        {editor.message && <FormMessage tone={editor.message.tone}>{editor.message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('admin.tracingOptions.cancel')}
          submitLabel={
            editor.pending
              ? t('admin.tracingOptions.saving')
              : t(image ? 'admin.tracingOptions.save' : `${keys}.create`)
          }
          submitDisabled={editor.pending || noCategory}
        />
      </form>
    </FormDialog>
  );
}
