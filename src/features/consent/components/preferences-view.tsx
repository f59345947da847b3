import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedConsentAtom } from '../../../lib/consent/consent-atoms';
import { categoriesOf } from '../../../lib/consent/consent-choice';
import { consentCategories, type ConsentCategories } from '../../../shared/consent/consent-categories';
import { consentStatusDate } from '../utils/consent-status-date';
import { CategorySwitch } from './category-switch';

interface PreferencesViewProps {
  titleId: string;
  onSave: (categories: ConsentCategories) => void;
  onCancel: () => void;
}

/**
 * Cookie Preferences (spec §2): the always-on Essential item and a switch per category, starting
 * from the stored choice, each with its 'Status: … on …'. Loaded only when first opened.
 */
export function PreferencesView({ titleId, onSave, onCancel }: PreferencesViewProps) {
  const { t, i18n } = useTranslation();
  const stored = useAtomValue(storedConsentAtom);
  const choice = stored.state === 'stored' ? stored.choice : null;
  const [categories, setCategories] = useState(() => categoriesOf(choice));
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened on request: take the reader there.
  useEffect(() => heading.current?.focus(), []);

  const statusOf = (category: (typeof consentCategories)[number]) => {
    if (!choice) return undefined;
    const { consented, timestamp } = choice[category];
    return t('consent.status', {
      status: t(consented ? 'consent.consented' : 'consent.declined'),
      date: consentStatusDate(timestamp, i18n.language) ?? t('consent.invalidDate'),
    });
  };

  return (
    <div>
      <h2
        ref={heading}
        id={titleId}
        tabIndex={-1}
        className="font-serif text-lg focus:outline-none sm:text-xl"
      >
        {t('consent.preferencesTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('consent.preferencesDescription')}</p>
      <div className="mt-2 max-h-[50dvh] divide-y divide-line overflow-y-auto sm:mt-3">
        <CategorySwitch
          name={t('consent.categories.essential.name')}
          description={t('consent.categories.essential.description')}
          status={t('consent.alwaysOn')}
          checked
          disabled
        />
        {consentCategories.map((category) => (
          <CategorySwitch
            key={category}
            name={t(`consent.categories.${category}.name`)}
            description={t(`consent.categories.${category}.description`)}
            status={statusOf(category)}
            checked={categories[category]}
            onCheckedChange={(checked) => setCategories((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2 sm:gap-3 [&>button]:flex-1 sm:[&>button]:flex-none">
        <button
          type="button"
          className="button-quiet focus-ring px-4 py-2 text-sm sm:px-5"
          onClick={onCancel}
        >
          {t('consent.cancel')}
        </button>
        <button
          type="button"
          className="button-primary focus-ring px-4 py-2 text-sm sm:px-5"
          onClick={() => onSave(categories)}
        >
          {t('consent.save')}
        </button>
      </div>
    </div>
  );
}
