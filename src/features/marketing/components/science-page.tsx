import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageContents } from '../../../components/prose/page-contents';
import { Paragraphs } from '../../../components/prose/paragraphs';
import { ProseSection } from '../../../components/prose/prose-section';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { CitedStudies } from './cited-studies';
import { ReferenceList } from './reference-list';

/** The sections of /science, each with the studies it rests on. */
const sections = [
  { id: 'attention', key: 'attention', cites: ['killingsworth-gilbert-2010', 'goyal-2014'] },
  {
    id: 'colouring',
    key: 'colouring',
    cites: ['curry-kasser-2005', 'van-der-vennet-serice-2012', 'ashlock-2018', 'jakobsson-store-2022'],
  },
  { id: 'art-making', key: 'artMaking', cites: ['kaimal-2016', 'flett-2017'] },
  { id: 'guidance', key: 'guidance', cites: ['mantzios-giannou-2018'] },
  { id: 'limits', key: 'limits', cites: [] },
  { id: 'in-quietline', key: 'inQuietline', cites: [] },
] as const;

/** /science: what research says about tracing, colouring, drawing and mindfulness, and what it does not. */
export function SciencePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.science.title')} · ${t('common.appName')}`);
  const title = (key: (typeof sections)[number]['key']) => t(`marketing.science.sections.${key}.title`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-14 px-6 py-16 sm:py-20">
      <PageHeader title={t('pages.science.title')} body={t('pages.science.body')} />
      <PageContents
        label={t('marketing.onThisPage')}
        items={[
          ...sections.map(({ id, key }) => ({ id, label: title(key) })),
          { id: 'references', label: t('marketing.science.references.title') },
        ]}
      />
      {sections.map(({ id, key, cites }) => (
        <ProseSection key={id} id={id} title={title(key)}>
          <Paragraphs text={t(`marketing.science.sections.${key}.body`)} />
          {cites.length > 0 && <CitedStudies ids={cites} />}
        </ProseSection>
      ))}
      <ReferenceList />
    </div>
  );
}
