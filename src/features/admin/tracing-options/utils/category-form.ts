import { categoryFileField, type AdminCategory } from '../../../../shared/admin/tracing-options';
import {
  changed,
  collectErrors,
  formOf,
  isHexColor,
  optionalSortOrder,
  required,
  type ContentFormResult,
} from './content-form';

export interface CategoryFormValues {
  name: string;
  alt: string;
  color: string;
  sortOrder: string;
  /** A new SVG icon; null keeps the current one. */
  icon: File | null;
}

export type CategoryField = 'name' | 'alt' | 'color' | 'sortOrder';

export const emptyCategoryForm: CategoryFormValues = {
  name: '',
  alt: '',
  color: '#14b8a6',
  sortOrder: '',
  icon: null,
};

export const categoryFormFrom = (category: AdminCategory): CategoryFormValues => ({
  name: category.name,
  alt: category.alt,
  color: category.color,
  sortOrder: String(category.sortOrder),
  icon: null,
});

/** The form to send for a new category, or the changes to `category`. */
export function toCategoryForm(
  values: CategoryFormValues,
  category: AdminCategory | null,
): ContentFormResult<CategoryField> {
  const original = category ? categoryFormFrom(category) : null;
  const errors = collectErrors<CategoryField>({
    name: required(values.name),
    alt: required(values.alt),
    color: isHexColor(values.color) ? null : 'admin.tracingOptions.form.colorInvalid',
    sortOrder: optionalSortOrder(values.sortOrder),
  });
  if (errors) return { kind: 'invalid', errors };
  return formOf(
    {
      name: changed(values.name.trim(), original?.name),
      alt: changed(values.alt.trim(), original?.alt),
      color: changed(values.color.toLowerCase(), original?.color),
      sortOrder: values.sortOrder === '' ? undefined : changed(values.sortOrder, original?.sortOrder),
    },
    { field: categoryFileField, file: values.icon },
  );
}
