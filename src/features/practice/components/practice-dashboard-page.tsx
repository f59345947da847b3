import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { PreloadLink } from '../../../components/preload-link/preload-link';

/** /practice: the practice dashboard. A titled placeholder until its issue builds the page. */
export function PracticeDashboardPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.practice.title')} body={t('pages.practice.body')}>
      <p className="mt-4">
        <PreloadLink to="/practice/draw" className="button-primary">
          {t('draw.open')}
        </PreloadLink>
      </p>
    </PlaceholderPage>
  );
}
