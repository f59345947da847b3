import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header/page-header';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { CategoriesSection } from './categories-section';
import { ImagesSection } from './images-section';
import { SoundtracksSection } from './soundtracks-section';

/**
 * /manage/tracing-options (admin, editor): the meditation catalogue — soundtracks, image
 * categories and meditation images, each with its own table, dialogs and errors.
 */
export function TracingOptionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manageTracingOptions.title')} · ${t('common.appName')}`);
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manageTracingOptions.title')} body={t('pages.manageTracingOptions.body')} />
      <SoundtracksSection />
      <CategoriesSection />
      <ImagesSection />
    </section>
  );
}
