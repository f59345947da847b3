import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { ContentResource } from '../api/content-resources';
import { useSaveContent } from '../api/save-content';
import type { ContentFormResult, FieldErrors } from '../utils/content-form';

export interface EditorMessage {
  tone: 'error' | 'info';
  text: string;
}

/**
 * Saves a content dialog's form: creates the item, or sends only the changed fields of `id`
 * ('No changes to update' without a request when nothing changed). Success toasts and closes;
 * a failure keeps the dialog open with the server's message (a file too large or of the wrong
 * type says so) or the translated fallback.
 */
export function useContentEditor<Field extends string>(
  resource: ContentResource,
  id: string | null,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const save = useSaveContent(resource);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const keys = `admin.tracingOptions.${resource}` as const;

  const submit = (result: ContentFormResult<Field>) => {
    setErrors(result.kind === 'invalid' ? result.errors : {});
    setMessage(null);
    if (result.kind === 'invalid') return;
    if (result.kind === 'unchanged') {
      setMessage({ tone: 'info', text: t('admin.tracingOptions.noChanges') });
      return;
    }
    save.mutate(
      { id, form: result.form },
      {
        onSuccess: () => {
          toaster.success({ title: t(id === null ? `${keys}.created` : `${keys}.updated`) });
          onClose();
        },
        onError: (error) =>
          setMessage({
            tone: 'error',
            text: serverMessageOr(error, t(id === null ? `${keys}.createFailed` : `${keys}.updateFailed`)),
          }),
      },
    );
  };

  return { submit, pending: save.isPending, errors, message };
}
