import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { contentUploadLimits, formatMegabytes } from '../../../../shared/admin/content-upload-limits';
import type { AdminCategory } from '../../../../shared/admin/tracing-options';
import { useContentEditor } from '../hooks/use-content-editor';
import {
  categoryFormFrom,
  emptyCategoryForm,
  toCategoryForm,
  type CategoryField,
  type CategoryFormValues,
} from '../utils/category-form';
import { FileField } from './file-field';

interface CategoryFormDialogProps {
  /** The category to edit; null creates one. */
  category: AdminCategory | null;
  onClose: () => void;
}

/** Create or edit an image category: name, alt text, colour code, place and SVG icon. */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const editor = useContentEditor<CategoryField>('categories', category?.id ?? null, onClose);
  const [values, setValues] = useState<CategoryFormValues>(() =>
    category ? categoryFormFrom(category) : emptyCategoryForm,
  );
  const set = <Field extends keyof CategoryFormValues>(name: Field, value: CategoryFormValues[Field]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const error = (field: CategoryField) => (editor.errors[field] ? t(editor.errors[field]) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.pending) editor.submit(toCategoryForm(values, category));
  };
  const keys = 'admin.tracingOptions.categories.form';

  return (
    <FormDialog
      testId="category-form-dialog"
      title={t(category ? `${keys}.editTitle` : `${keys}.createTitle`)}
      description={category ? t(`${keys}.editIntro`, { name: category.name }) : t(`${keys}.createIntro`)}
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
        <TextField
          label={t('admin.tracingOptions.form.alt')}
          name="alt"
          autoComplete="off"
          value={values.alt}
          hint={t(`${keys}.altHint`)}
          error={error('alt')}
          onChange={(event) => set('alt', event.target.value)}
        />
        <TextField
          label={t(`${keys}.color`)}
          name="color"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={values.color}
          hint={t(`${keys}.colorHint`)}
          error={error('color')}
          onChange={(event) => set('color', event.target.value)}
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
        <FileField
          label={t(`${keys}.icon`)}
          accept=".svg,image/svg+xml"
          hint={`${t(`${keys}.iconHint`, { size: formatMegabytes(contentUploadLimits.svgBytes) })}${
            category ? ` ${t(`${keys}.iconKeep`)}` : ''
          }`}
          onChange={(icon) => set('icon', icon)}
        />
        {editor.message && <FormMessage tone={editor.message.tone}>{editor.message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('admin.tracingOptions.cancel')}
          submitLabel={
            editor.pending
              ? t('admin.tracingOptions.saving')
              : t(category ? 'admin.tracingOptions.save' : `${keys}.create`)
          }
          submitDisabled={editor.pending}
        />
      </form>
    </FormDialog>
  );
}
