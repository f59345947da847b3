import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { TestModeBadge } from './test-mode-badge';

interface HostedPageShellProps {
  /** The page's h1. */
  title: string;
  /** What test mode means on this page (which cards to use, or that nothing is charged). */
  testModeNote: string;
  children: ReactNode;
}

/**
 * The local payment provider's hosted pages (checkout, portal): a single centred card under a
 * "Test mode" banner, apart from the app's own navigation as a provider's page would be, in the
 * app's theme.
 */
export function HostedPageShell({ title, testModeNote, children }: HostedPageShellProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('billing.hosted.provider')}`);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 px-4 py-10 sm:py-16">
      <div
        className="flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-amber-500/40 bg-amber-400/10 px-4 py-3 text-center text-sm leading-relaxed text-fg"
        data-testid="test-mode-banner"
      >
        <TestModeBadge />
        <p>{testModeNote}</p>
      </div>
      <section
        aria-labelledby="page-title"
        className="flex w-full max-w-md flex-col gap-6 rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-black/10 sm:p-8"
      >
        <header className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm text-muted">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 text-accent-fg"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            >
              <rect x="5" y="11" width="14" height="9" rx="2" />
              <path d="M8 11V8a4 4 0 0 1 8 0v3" />
            </svg>
            {t('billing.hosted.provider')}
          </p>
          <h1 id="page-title" className="font-serif text-2xl tracking-tight text-fg sm:text-3xl">
            {title}
          </h1>
        </header>
        {children}
      </section>
      <p className="max-w-md text-center text-xs leading-relaxed text-muted">{t('billing.hosted.footer')}</p>
    </div>
  );
}
