import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { toaster } from '../../../components/toast/toaster';
import { serverMessageOr } from '../../../lib/api/api-error';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import {
  SESSION_LENGTH_MAX,
  SESSION_LENGTH_MIN,
  SESSION_LENGTH_STEP,
} from '../../../shared/practice/practice-limits';
import { parseSessionLength } from '../../../shared/practice/parse-session-length';
import type { Preferences } from '../../../shared/practice/preferences';
import { useSoundtracks } from '../../../lib/api/content/get-soundtracks';
import { useUpdatePreferences } from '../../../lib/api/preferences/update-preferences';

/** The value of the "no soundtrack chosen yet" option (a select cannot hold null). */
const NO_SOUNDTRACK = '';

/** Session length, soundtrack and intro, saved together with PUT /api/preferences. */
export function PreferencesForm({ stored }: { stored: Preferences }) {
  const { t } = useTranslation();
  const { soundtrackName } = useCatalogText();
  const soundtrackFieldId = useId();
  const soundtracks = useSoundtracks();
  const update = useUpdatePreferences();
  const [lengthText, setLengthText] = useState(String(stored.sessionLength));
  const [soundtrackId, setSoundtrackId] = useState(stored.soundtrackId ?? NO_SOUNDTRACK);
  const [introShown, setIntroShown] = useState(stored.introShown);
  const [lengthError, setLengthError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const sessionLength = parseSessionLength(lengthText);
    if (sessionLength === null) return setLengthError(t('preferences.sessionLengthInvalid'));
    setLengthError(null);
    setFailure(null);
    update.mutate(
      { sessionLength, soundtrackId: soundtrackId === NO_SOUNDTRACK ? null : soundtrackId, introShown },
      {
        onSuccess: () => toaster.success({ title: t('preferences.saved') }),
        onError: (error) => setFailure(serverMessageOr(error, t('preferences.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="preferences-form">
      <TextField
        label={t('preferences.sessionLength')}
        name="sessionLength"
        type="number"
        inputMode="numeric"
        min={SESSION_LENGTH_MIN}
        max={SESSION_LENGTH_MAX}
        step={SESSION_LENGTH_STEP}
        hint={t('preferences.sessionLengthHint')}
        error={lengthError}
        value={lengthText}
        onChange={(event) => setLengthText(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={soundtrackFieldId} className="text-sm font-medium text-fg">
          {t('preferences.soundtrack')}
        </label>
        <select
          id={soundtrackFieldId}
          name="soundtrackId"
          value={soundtrackId}
          disabled={!soundtracks.data}
          onChange={(event) => setSoundtrackId(event.target.value)}
          className="focus-ring h-11 rounded-xl border border-control bg-surface px-3 text-fg disabled:opacity-60"
        >
          <option value={NO_SOUNDTRACK}>{t('preferences.soundtrackNone')}</option>
          {soundtracks.data?.map((soundtrack) => (
            <option key={soundtrack.id} value={soundtrack.id} disabled={soundtrack.locked}>
              {soundtrack.locked
                ? t('preferences.soundtrackLocked', { name: soundtrackName(soundtrack) })
                : soundtrackName(soundtrack)}
            </option>
          ))}
        </select>
        {soundtracks.data?.some((soundtrack) => soundtrack.locked) && (
          <p className="text-xs text-muted">
            {t('preferences.premiumSoundtracks')}{' '}
            <Link to="/subscribe" className="link-accent">
              {t('preferences.seePlans')}
            </Link>
          </p>
        )}
        {soundtracks.isError && <FormMessage tone="error">{t('preferences.soundtracksFailed')}</FormMessage>}
      </div>
      <label className="flex items-center gap-3 text-sm text-fg">
        <input
          type="checkbox"
          name="introShown"
          checked={introShown}
          onChange={(event) => setIntroShown(event.target.checked)}
          className="focus-ring size-4 accent-accent"
        />
        {t('preferences.introShown')}
      </label>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div>
        <button type="submit" className="button-primary" disabled={update.isPending}>
          {update.isPending ? t('preferences.saving') : t('preferences.save')}
        </button>
      </div>
    </form>
  );
}
