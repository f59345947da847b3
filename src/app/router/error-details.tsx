import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error';

/** 'Something went wrong!' with a Show Error / Hide Error toggle revealing the message. */
export function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-20 text-center"
    >
      <h1 className="font-serif text-3xl tracking-tight text-fg">{t('router.errorTitle')}</h1>
      <p className="text-muted">{t('router.errorHint')}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className="button-quiet"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('router.hideError') : t('router.showError')}
        </button>
        {/* A full page load: after an error, a fresh start is the calmer way home. */}
        <a href="/" className="button-primary">
          {t('router.goHome')}
        </a>
      </div>
      {open ? (
        <pre
          id={detailsId}
          className="w-full overflow-auto rounded-2xl border border-line bg-surface p-4 text-start text-sm whitespace-pre-wrap text-muted"
        >
          {describeError(error)}
        </pre>
      ) : null}
    </section>
  );
}
