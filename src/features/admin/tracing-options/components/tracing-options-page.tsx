import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../../components/page-placeholder/placeholder-page';

/** /manage/tracing-options: soundtracks, image categories, images. A titled placeholder until its issue builds the page. */
export function TracingOptionsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.manageTracingOptions.title')}
      body={t('pages.manageTracingOptions.body')}
    />
  );
}
