import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header/page-header';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { useMessageTemplates } from '../api/list-message-templates';
import { OutboxSection } from './outbox-section';
import { RulesSection } from './rules-section';
import { TemplatesSection } from './templates-section';

/**
 * /manage/transactional-messaging (admin, editor): message templates with a live preview and a
 * test send, the routing rules that send them on the app's events, and the outbox of every
 * message with retry for failed ones.
 */
export function TransactionalMessagingPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manageMessaging.title')} · ${t('common.appName')}`);
  const templates = useMessageTemplates();
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manageMessaging.title')} body={t('pages.manageMessaging.body')} />
      <TemplatesSection templates={templates} />
      <RulesSection templates={templates.data?.items ?? []} />
      <OutboxSection />
    </section>
  );
}
