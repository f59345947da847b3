import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';

/** A labelled language select; hidden when the server offers only one language. */
export function LocalePicker() {
  const { t } = useTranslation();
  const { locale, available, changeLocale } = useLocale();
  const id = useId();
  if (available.length < 2) return null;
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('locale.label')}
      </label>
      <select
        id={id}
        data-testid="locale-picker"
        value={locale}
        onChange={(event) => void changeLocale(event.target.value)}
        className="focus-ring h-9 cursor-pointer rounded-full border border-control bg-surface px-3 text-sm text-fg"
      >
        {available.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
