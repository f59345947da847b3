import { useTranslation } from 'react-i18next';
import { referenceOf, type ReferenceId } from '../science/research-references';

/** "Studies: Curry & Kasser (2005) · …", each a link to its entry in the references. */
export function CitedStudies({ ids }: { ids: readonly ReferenceId[] }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted">
      <span>{t('marketing.science.studies')}</span>
      {ids.map(referenceOf).map((reference, index) => (
        <span key={reference.id} lang="en" dir="ltr">
          {index > 0 && <span aria-hidden="true">· </span>}
          <a href={`#ref-${reference.id}`} className="link-accent">
            {t('marketing.science.cite', { authors: reference.shortAuthors, year: reference.year })}
          </a>
        </span>
      ))}
    </p>
  );
}
