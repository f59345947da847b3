import { imageFileField, type AdminImage } from '../../../../shared/admin/tracing-options';
import type { imageKinds } from '../../../../shared/content/content-responses';
import {
  changed,
  collectErrors,
  formOf,
  isHttpUrl,
  optionalSortOrder,
  required,
  type ContentFormResult,
  type FieldError,
  type SourceChoice,
} from './content-form';

export type ImageKind = (typeof imageKinds)[number];

export interface ImageFormValues {
  title: string;
  alt: string;
  categoryId: string;
  premium: boolean;
  sortOrder: string;
  source: SourceChoice;
  /** A new SVG or raster file; null keeps the current one. */
  file: File | null;
  url: string;
  /** What the URL holds (an upload's kind is read from the file). */
  kind: ImageKind;
}

export type ImageField = 'title' | 'alt' | 'sortOrder' | 'file' | 'url';

export const emptyImageForm = (categoryId: string): ImageFormValues => ({
  title: '',
  alt: '',
  categoryId,
  premium: false,
  sortOrder: '',
  source: 'file',
  file: null,
  url: '',
  kind: 'svg',
});

export const imageFormFrom = (image: AdminImage): ImageFormValues => ({
  title: image.title,
  alt: image.alt,
  categoryId: image.categoryId,
  premium: image.premium,
  sortOrder: String(image.sortOrder),
  source: image.stored ? 'file' : 'url',
  file: null,
  url: image.stored ? '' : (image.src ?? ''),
  kind: image.kind,
});

function sourceError(values: ImageFormValues, original: ImageFormValues | null): FieldError | null {
  if (values.source === 'url')
    return isHttpUrl(values.url.trim()) ? null : 'admin.tracingOptions.form.urlInvalid';
  // Editing keeps the current file unless a new one is chosen, when the image has one.
  const keepsFile = original?.source === 'file';
  return values.file || keepsFile ? null : 'admin.tracingOptions.form.fileRequired';
}

/** The URL fields to send: when creating from a URL, or when the URL or its kind changed. */
function urlFields(values: ImageFormValues, original: ImageFormValues | null) {
  if (values.source !== 'url') return {};
  const url = values.url.trim();
  const same = original?.source === 'url' && original.url === url && original.kind === values.kind;
  return same ? {} : { url, kind: values.kind };
}

/** The form to send for a new image, or the changes to `image`. */
export function toImageForm(
  values: ImageFormValues,
  image: AdminImage | null,
): ContentFormResult<ImageField> {
  const original = image ? imageFormFrom(image) : null;
  const source = sourceError(values, original);
  const errors = collectErrors<ImageField>({
    title: required(values.title),
    alt: required(values.alt),
    sortOrder: optionalSortOrder(values.sortOrder),
    file: values.source === 'file' ? source : null,
    url: values.source === 'url' ? source : null,
  });
  if (errors) return { kind: 'invalid', errors };
  return formOf(
    {
      title: changed(values.title.trim(), original?.title),
      alt: changed(values.alt.trim(), original?.alt),
      categoryId: changed(values.categoryId, original?.categoryId),
      premium: changed(String(values.premium), original ? String(original.premium) : undefined),
      sortOrder: values.sortOrder === '' ? undefined : changed(values.sortOrder, original?.sortOrder),
      ...urlFields(values, original),
    },
    { field: imageFileField, file: values.source === 'file' ? values.file : null },
  );
}
