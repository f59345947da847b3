import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { PageContents } from '../../../components/prose/page-contents';
import { Paragraphs } from '../../../components/prose/paragraphs';
import { ProseSection } from '../../../components/prose/prose-section';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { PenGallery } from './pen-gallery';
import { PracticeOverview } from './practice-overview';
import { TracingPreview } from './tracing-preview';

/**
 * The sections of /explore, in order; the ids are stable anchors (the footer links to them). The
 * images, which arrive from the server, come last, so nothing above a linked section moves once
 * the browser has scrolled to it.
 */
const sections = [
  { id: 'why-mindfulness', key: 'whyMindfulness' },
  { id: 'why-tracing', key: 'whyTracing' },
  { id: 'the-name', key: 'name' },
  { id: 'the-practice', key: 'practice' },
  { id: 'pens', key: 'pens' },
  { id: 'images', key: 'images' },
] as const;

/** /explore: why mindfulness, why tracing and why the name; the practice, its pens, and images to trace. */
export function ExplorePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.explore.title')} · ${t('common.appName')}`);
  const title = (key: (typeof sections)[number]['key']) => t(`marketing.explore.sections.${key}.title`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-14 px-6 py-16 sm:py-20">
      <PageHeader title={t('pages.explore.title')} body={t('pages.explore.body')} />
      <PageContents
        label={t('marketing.onThisPage')}
        items={sections.map(({ id, key }) => ({ id, label: title(key) }))}
      />
      <ProseSection id="why-mindfulness" title={title('whyMindfulness')}>
        <Paragraphs text={t('marketing.explore.sections.whyMindfulness.body')} />
        <PreloadLink to="/science" className="link-accent self-start">
          {t('marketing.explore.readScience')}
        </PreloadLink>
      </ProseSection>
      <ProseSection id="why-tracing" title={title('whyTracing')}>
        <Paragraphs text={t('marketing.explore.sections.whyTracing.body')} />
      </ProseSection>
      <ProseSection id="the-name" title={title('name')}>
        <Paragraphs text={t('marketing.explore.sections.name.body')} />
      </ProseSection>
      <ProseSection id="the-practice" title={title('practice')}>
        <Paragraphs text={t('marketing.explore.sections.practice.body')} />
        <PracticeOverview />
      </ProseSection>
      <ProseSection id="pens" title={title('pens')}>
        <Paragraphs text={t('marketing.explore.sections.pens.body')} />
        <PenGallery />
      </ProseSection>
      <ProseSection id="images" title={title('images')}>
        <Paragraphs text={t('marketing.explore.sections.images.body')} />
        <TracingPreview />
      </ProseSection>
    </div>
  );
}
