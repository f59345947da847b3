import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { usePreferences } from '../../../lib/api/preferences/get-preferences';
import { PreferencesForm } from './preferences-form';

/** The member's session defaults, loaded then edited; src/app places it on /profile. */
export function PreferencesPanel() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  if (preferences.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage tone="error">{t('preferences.loadFailed')}</FormMessage>
        <button type="button" className="button-quiet" onClick={() => void preferences.refetch()}>
          {t('preferences.retry')}
        </button>
      </div>
    );
  }
  if (!preferences.data) return <p className="text-sm text-muted">{t('preferences.loading')}</p>;
  const { sessionLength, soundtrackId, introShown } = preferences.data;
  // Keyed on the stored values: a save or refetch starts the form again from what is stored.
  return (
    <PreferencesForm key={`${sessionLength}:${soundtrackId ?? ''}:${introShown}`} stored={preferences.data} />
  );
}
