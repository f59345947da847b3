import { useTranslation } from 'react-i18next';

/** The router's generic not-found view, for 404 responses thrown by loaders. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="font-serif text-3xl tracking-tight text-fg">{t('router.notFound')}</h1>
      <a href="/" className="link-accent">
        {t('router.goHome')}
      </a>
    </section>
  );
}
