import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';

/** A new token's secret, shown this once, with a copy button. */
export function TokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toaster.success({ title: t('adminServiceAccounts.secret.copied') });
    } catch {
      // Clipboard refused (permissions): the token stays on screen to copy by hand.
    }
  };
  return (
    <>
      <output
        aria-label={t('adminServiceAccounts.secret.label')}
        data-testid="token-secret"
        dir="ltr"
        className="rounded-2xl border border-line bg-canvas p-4 font-mono text-sm break-all text-fg select-all"
      >
        {secret}
      </output>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="button-quiet" onClick={() => void copy()}>
          {t('adminServiceAccounts.secret.copy')}
        </button>
        <button type="button" className="button-primary" onClick={onDone}>
          {t('adminServiceAccounts.secret.done')}
        </button>
      </div>
    </>
  );
}
