import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentResource } from '../api/content-resources';
import type { ContentFormResult } from '../utils/content-form';
import { useContentEditor } from './use-content-editor';

interface ContentFormOptions<Values, Field extends string> {
  resource: ContentResource;
  /** The item being edited; null creates one. */
  id: string | null;
  initialValues: () => Values;
  /** Checks the values and turns them into the request (only the changes when editing). */
  toForm: (values: Values) => ContentFormResult<Field>;
  onClose: () => void;
}

/** A content dialog's values as typed, their translated errors, and the save of them. */
export function useContentForm<Values, Field extends string>({
  resource,
  id,
  initialValues,
  toForm,
  onClose,
}: ContentFormOptions<Values, Field>) {
  const { t } = useTranslation();
  const editor = useContentEditor<Field>(resource, id, onClose);
  const [values, setValues] = useState<Values>(initialValues);
  const update = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const error = (field: Field) => (editor.errors[field] ? t(editor.errors[field]) : null);
  const save = () => editor.submit(toForm(values));
  return { values, update, error, save, pending: editor.pending, message: editor.message };
}
