import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document/use-document-title';

interface PlaceholderPageProps {
  /** Translated page title; also used for document.title. */
  title: string;
  /** One translated, calm line about what the page is for. */
  body: string;
  children?: ReactNode;
}

/** A titled, quiet page for screens that later issues fill in. */
export function PlaceholderPage({ title, body, children }: PlaceholderPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('common.appName')}`);
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-2xl flex-col gap-4 px-6 py-20 text-center sm:py-28"
    >
      <span aria-hidden="true" className="mx-auto h-px w-16 bg-accent/70" />
      <h1 id="page-title" className="font-serif text-3xl tracking-tight text-fg sm:text-4xl">
        {title}
      </h1>
      <p className="text-lg leading-relaxed text-muted">{body}</p>
      {children}
    </section>
  );
}
