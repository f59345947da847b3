import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header/page-header';
import { PreloadLink } from '../../../../components/preload-link/preload-link';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { consoleAreas } from '../utils/console-areas';

/** /manage: one card per area the signed-in role can reach, each leading to its page. */
export function ManagementConsolePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manage.title')} · ${t('common.appName')}`);
  const auth = useAuth();
  const areas = consoleAreas.filter((area) => auth[area.access]);

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manage.title')} body={t('pages.manage.body')} />
      <nav aria-label={t('admin.console.areas')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="console-areas">
          {areas.map((area) => (
            <li key={area.path}>
              <PreloadLink
                to={area.path}
                className="focus-ring group flex h-full flex-col gap-2 rounded-3xl border border-line bg-surface p-6 transition-colors hover:border-accent/60"
              >
                <span className="font-serif text-xl tracking-tight text-fg group-hover:text-accent-fg">
                  {t(`pages.${area.pageKey}.title`)}
                </span>
                <span className="text-sm leading-relaxed text-muted">{t(`pages.${area.pageKey}.body`)}</span>
              </PreloadLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
