import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document/use-document-title';

interface AuthCardProps {
  /** Translated page title; also used for document.title. */
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The quiet, centred card every account page sits in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('common.appName')}`);
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex w-full max-w-md flex-col gap-6 px-6 py-16 sm:py-24"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="h-px w-16 bg-accent/70" />
        <h1 id="page-title" className="font-serif text-3xl tracking-tight text-fg sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="leading-relaxed text-muted">{intro}</p>}
      </div>
      <div className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-6 sm:p-8">
        {children}
      </div>
      {footer && <div className="text-center text-sm text-muted">{footer}</div>}
    </section>
  );
}
