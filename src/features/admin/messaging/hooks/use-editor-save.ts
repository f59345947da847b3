import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';

/** A message under the fields: a failure, or 'No changes to update'. */
export interface FormNotice {
  tone: 'error' | 'info';
  text: string;
}

/** What a form turns into: the request to send, or what is wrong with the fields. */
type FormResult<Request, Errors> = { ok: true; request: Request } | { ok: false; errors: Errors };

/** The part of a TanStack mutation the editor uses. */
interface SaveMutation<Variables, Item> {
  mutate: (
    variables: Variables,
    callbacks: { onSuccess: (saved: Item) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface EditorSaveOptions<Item, Values, CreateRequest, Changes, Errors> {
  /** The item being edited; null creates one. */
  item: Item | null;
  toCreateRequest: (values: Values) => FormResult<CreateRequest, Errors>;
  /** Only what differs from the item; an empty request means 'No changes to update'. */
  toChanges: (item: Item, values: Values) => FormResult<Changes, Errors>;
  create: SaveMutation<CreateRequest, Item>;
  update: SaveMutation<{ id: string; changes: Changes }, Item>;
  /** The toast's title once saved. */
  savedTitle: (saved: Item, created: boolean) => string;
  onClose: () => void;
}

/**
 * Saves a rule or template dialog: a new item, or only what changed ('No changes to update'
 * without a request). Success toasts and closes; a failure keeps the dialog open with the server's
 * message or 'Failed to save rule or template'.
 */
export function useEditorSave<
  Item extends { id: string },
  Values,
  CreateRequest,
  Changes extends object,
  Errors,
>({
  item,
  toCreateRequest,
  toChanges,
  create,
  update,
  savedTitle,
  onClose,
}: EditorSaveOptions<Item, Values, CreateRequest, Changes, Errors>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: serverMessageOr(error, t('admin.messaging.saveFailed')) });
  const saved = (created: boolean) => (result: Item) => {
    toaster.success({ title: savedTitle(result, created) });
    onClose();
  };

  const submit = (values: Values) => {
    setNotice(null);
    if (!item) {
      const result = toCreateRequest(values);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) create.mutate(result.request, { onSuccess: saved(true), onError: failed });
      return;
    }
    const result = toChanges(item, values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    if (Object.keys(result.request).length === 0) {
      setNotice({ tone: 'info', text: t('admin.messaging.noChanges') });
      return;
    }
    update.mutate({ id: item.id, changes: result.request }, { onSuccess: saved(false), onError: failed });
  };

  return { submit, pending: create.isPending || update.isPending, errors, notice };
}
