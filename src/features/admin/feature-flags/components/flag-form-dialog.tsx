import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { roles } from '../../../../shared/auth/roles';
import type { FeatureFlag } from '../../../../shared/flags/feature-flag';
import { emptyFlagForm, flagFormFrom, type FlagFormErrors, type FlagFormValues } from '../utils/flag-form';
import { FlagSwitch } from './flag-switch';

interface FlagFormDialogProps {
  /** The flag being edited; null creates one. */
  flag: FeatureFlag | null;
  pending: boolean;
  /** A translated message under the fields (a failure, or 'No changes to update'). */
  message: { tone: 'error' | 'info'; text: string } | null;
  errors: FlagFormErrors;
  onSubmit: (values: FlagFormValues) => void;
  onClose: () => void;
}

/** Create or edit one flag: key (on create only), description, enabled, rollout and roles. */
export function FlagFormDialog({ flag, pending, message, errors, onSubmit, onClose }: FlagFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FlagFormValues>(() => (flag ? flagFormFrom(flag) : emptyFlagForm));
  const editing = flag !== null;
  const set = <Field extends keyof FlagFormValues>(name: Field, value: FlagFormValues[Field]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(values);
  };

  return (
    <FormDialog
      testId="flag-form-dialog"
      title={editing ? t('adminFlags.form.editTitle') : t('adminFlags.form.createTitle')}
      description={
        editing ? t('adminFlags.form.editIntro', { key: flag.key }) : t('adminFlags.form.createIntro')
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('adminFlags.form.key')}
          name="key"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={values.key}
          readOnly={editing}
          hint={editing ? undefined : t('adminFlags.form.keyHint')}
          error={errors.key ? t(errors.key) : null}
          onChange={(event) => set('key', event.target.value)}
        />
        <TextField
          label={t('adminFlags.form.description')}
          name="description"
          autoComplete="off"
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <FlagSwitch
          checked={values.enabled}
          label={t('adminFlags.form.enabled')}
          visibleLabel={t('adminFlags.form.enabled')}
          onCheckedChange={(enabled) => set('enabled', enabled)}
        />
        <TextField
          label={t('adminFlags.form.rollout')}
          name="rolloutPercentage"
          inputMode="numeric"
          autoComplete="off"
          value={values.rolloutPercentage}
          hint={t('adminFlags.form.rolloutHint')}
          error={errors.rolloutPercentage ? t(errors.rolloutPercentage) : null}
          onChange={(event) => set('rolloutPercentage', event.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-fg">{t('adminFlags.form.roles')}</legend>
          <div className="flex flex-wrap gap-4">
            {roles.map((role) => (
              <label key={role} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="focus-ring size-4 accent-[var(--color-accent)]"
                  checked={values.roles.includes(role)}
                  onChange={(event) =>
                    set(
                      'roles',
                      event.target.checked
                        ? roles.filter((known) => known === role || values.roles.includes(known))
                        : values.roles.filter((known) => known !== role),
                    )
                  }
                />
                {t(`admin.roles.${role}`)}
              </label>
            ))}
          </div>
          <p className="text-xs text-muted">{t('adminFlags.form.rolesHint')}</p>
        </fieldset>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('adminFlags.form.cancel')}
          submitLabel={
            pending
              ? t('adminFlags.form.saving')
              : editing
                ? t('adminFlags.form.save')
                : t('adminFlags.form.create')
          }
          submitDisabled={pending}
        />
      </form>
    </FormDialog>
  );
}
