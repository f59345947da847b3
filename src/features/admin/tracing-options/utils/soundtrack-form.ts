import {
  soundtrackFileField,
  type AdminSoundtrack,
  type soundtrackUrlMediaTypes,
} from '../../../../shared/admin/tracing-options';
import {
  changed,
  collectErrors,
  formOf,
  isHttpUrl,
  isSortOrder,
  required,
  type ContentFormResult,
  type FieldError,
  type SourceChoice,
} from './content-form';

export type SoundtrackMediaType = (typeof soundtrackUrlMediaTypes)[number];

export interface SoundtrackFormValues {
  name: string;
  premium: boolean;
  sortOrder: string;
  source: SourceChoice;
  /** A new audio file; null keeps the current source. */
  file: File | null;
  url: string;
  /** The URL's media type; empty when not said. */
  mediaType: SoundtrackMediaType | '';
}

export type SoundtrackField = 'name' | 'sortOrder' | 'file' | 'url';

export const emptySoundtrackForm: SoundtrackFormValues = {
  name: '',
  premium: false,
  sortOrder: '',
  source: 'file',
  file: null,
  url: '',
  mediaType: '',
};

/** An outside URL's source, when the soundtrack has one. */
function urlSource(soundtrack: AdminSoundtrack) {
  return !soundtrack.stored && soundtrack.source?.kind === 'file' ? soundtrack.source : null;
}

export function soundtrackFormFrom(soundtrack: AdminSoundtrack): SoundtrackFormValues {
  const byUrl = urlSource(soundtrack);
  return {
    name: soundtrack.name,
    premium: soundtrack.premium,
    sortOrder: String(soundtrack.sortOrder),
    source: byUrl ? 'url' : 'file',
    file: null,
    url: byUrl?.url ?? '',
    mediaType: (byUrl?.mediaType ?? '') as SoundtrackMediaType | '',
  };
}

/** Silence (0) stays first: a soundtrack's place is 1 or more; empty keeps it (or puts it last). */
function sortOrderError(value: string): FieldError | null {
  if (value === '') return null;
  return isSortOrder(value) && Number(value) >= 1 ? null : 'admin.tracingOptions.form.sortOrderInvalid';
}

function sourceError(values: SoundtrackFormValues, editing: boolean): FieldError | null {
  if (values.source === 'url')
    return isHttpUrl(values.url.trim()) ? null : 'admin.tracingOptions.form.urlInvalid';
  return values.file || editing ? null : 'admin.tracingOptions.form.fileRequired';
}

function urlFields(values: SoundtrackFormValues, original: SoundtrackFormValues | null) {
  if (values.source !== 'url') return {};
  const url = values.url.trim();
  const same = original?.source === 'url' && original.url === url && original.mediaType === values.mediaType;
  return same ? {} : { url, mediaType: values.mediaType === '' ? undefined : values.mediaType };
}

/** The form to send for a new soundtrack, or the changes to `soundtrack`. */
export function toSoundtrackForm(
  values: SoundtrackFormValues,
  soundtrack: AdminSoundtrack | null,
): ContentFormResult<SoundtrackField> {
  const original = soundtrack ? soundtrackFormFrom(soundtrack) : null;
  const source = sourceError(values, original !== null);
  const errors = collectErrors<SoundtrackField>({
    name: required(values.name),
    sortOrder: sortOrderError(values.sortOrder),
    file: values.source === 'file' ? source : null,
    url: values.source === 'url' ? source : null,
  });
  if (errors) return { kind: 'invalid', errors };
  return formOf(
    {
      name: changed(values.name.trim(), original?.name),
      premium: changed(String(values.premium), original ? String(original.premium) : undefined),
      sortOrder: values.sortOrder === '' ? undefined : changed(values.sortOrder, original?.sortOrder),
      ...urlFields(values, original),
    },
    { field: soundtrackFileField, file: values.source === 'file' ? values.file : null },
  );
}
