import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form/text-field';
import { contentUploadLimits, formatMegabytes } from '../../../../shared/admin/content-upload-limits';
import type { AdminCategory } from '../../../../shared/admin/tracing-options';
import { useContentForm } from '../hooks/use-content-form';
import { categoryFormFrom, emptyCategoryForm, toCategoryForm } from '../utils/category-form';
import { AltTextField } from './alt-text-field';
import { ContentFormDialog } from './content-form-dialog';
import { FileField } from './file-field';
import { SortOrderField } from './sort-order-field';

interface CategoryFormDialogProps {
  /** The category to edit; null creates one. */
  category: AdminCategory | null;
  onClose: () => void;
}

/** Create or edit an image category: name, alt text, colour code, place and SVG icon. */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useContentForm({
    resource: 'categories',
    id: category?.id ?? null,
    initialValues: () => (category ? categoryFormFrom(category) : emptyCategoryForm),
    toForm: (values) => toCategoryForm(values, category),
    onClose,
  });
  const { values, update, error } = form;
  const keys = 'admin.tracingOptions.categories.form';

  return (
    <ContentFormDialog
      resource="categories"
      testId="category-form-dialog"
      editing={category !== null}
      description={category ? t(`${keys}.editIntro`, { name: category.name }) : t(`${keys}.createIntro`)}
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
      <AltTextField
        value={values.alt}
        hint={t(`${keys}.altHint`)}
        error={error('alt')}
        onChange={(alt) => update({ alt })}
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
        onChange={(event) => update({ color: event.target.value })}
      />
      <SortOrderField
        value={values.sortOrder}
        error={error('sortOrder')}
        onChange={(sortOrder) => update({ sortOrder })}
      />
      <FileField
        label={t(`${keys}.icon`)}
        accept=".svg,image/svg+xml"
        hint={`${t(`${keys}.iconHint`, { size: formatMegabytes(contentUploadLimits.svgBytes, i18n.language) })}${
          category ? ` ${t(`${keys}.iconKeep`)}` : ''
        }`}
        onChange={(icon) => update({ icon })}
      />
    </ContentFormDialog>
  );
}
