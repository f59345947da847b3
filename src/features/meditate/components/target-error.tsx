import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import type { TargetError as TargetErrorValue } from '../hooks/use-session-target';

/** 'Error loading targets', with the asset's status when it answered one. */
export function TargetError({ error }: { error: TargetErrorValue }) {
  const { t } = useTranslation();
  return (
    <FormMessage tone="error">
      {t('meditate.errors.targets')}
      {error.status !== null && (
        <span className="block">{t('meditate.errors.fetchImage', { status: error.status })}</span>
      )}
    </FormMessage>
  );
}
