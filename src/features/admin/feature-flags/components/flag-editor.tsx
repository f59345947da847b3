import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { FeatureFlag } from '../../../../shared/flags/feature-flag';
import { useCreateFeatureFlag } from '../api/create-feature-flag';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';
import {
  toCreateFlagRequest,
  toFlagChanges,
  type FlagFormErrors,
  type FlagFormResult,
  type FlagFormValues,
} from '../utils/flag-form';
import { FlagFormDialog } from './flag-form-dialog';

interface FlagEditorProps {
  /** The flag to edit; null creates one. */
  flag: FeatureFlag | null;
  onClose: () => void;
}

/**
 * Saves the dialog's form: a new flag, or only the changed fields of one ('No changes to update'
 * without a request when nothing changed). A failure keeps the dialog open with its message.
 */
export function FlagEditor({ flag, onClose }: FlagEditorProps) {
  const { t } = useTranslation();
  const create = useCreateFeatureFlag();
  const update = useUpdateFeatureFlag();
  const [errors, setErrors] = useState<FlagFormErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const failed = (fallbackKey: 'adminFlags.createFailed' | 'adminFlags.updateFailed') => (error: unknown) =>
    setMessage({ tone: 'error', text: serverMessageOr(error, t(fallbackKey)) });
  const saved = (titleKey: 'adminFlags.created' | 'adminFlags.updated') => (saved: FeatureFlag) => {
    toaster.success({ title: t(titleKey, { key: saved.key }) });
    onClose();
  };
  const accept = <Request,>(
    result: FlagFormResult<Request>,
  ): result is Extract<FlagFormResult<Request>, { ok: true }> => {
    setErrors(result.ok ? {} : result.errors);
    setMessage(null);
    return result.ok;
  };

  const submit = (values: FlagFormValues) => {
    if (!flag) {
      const result = toCreateFlagRequest(values);
      if (!accept(result)) return;
      create.mutate(result.request, {
        onSuccess: saved('adminFlags.created'),
        onError: failed('adminFlags.createFailed'),
      });
      return;
    }
    const result = toFlagChanges(flag, values);
    if (!accept(result)) return;
    if (Object.keys(result.request).length === 0) {
      setMessage({ tone: 'info', text: t('adminFlags.noChanges') });
      return;
    }
    update.mutate(
      { id: flag.id, changes: result.request },
      { onSuccess: saved('adminFlags.updated'), onError: failed('adminFlags.updateFailed') },
    );
  };

  return (
    <FlagFormDialog
      flag={flag}
      pending={create.isPending || update.isPending}
      message={message}
      errors={errors}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
