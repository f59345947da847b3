import { useTranslation } from 'react-i18next';
import { toaster } from '../toast/toaster';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten one-time recovery codes, shown once, with a copy button. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toaster.success({ title: t('twoFactor.recovery.copied') });
    } catch {
      // Clipboard refused (permissions): the codes stay on screen to copy by hand.
    }
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h2 id="recovery-codes-heading" className="font-serif text-2xl tracking-tight text-fg">
        {t('twoFactor.recovery.heading')}
      </h2>
      <p className="leading-relaxed text-muted">{t('twoFactor.recovery.intro')}</p>
      <ul
        aria-label={t('twoFactor.recovery.listLabel')}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-canvas p-4 font-mono text-sm text-fg"
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button-quiet" onClick={() => void copy()}>
          {t('twoFactor.recovery.copy')}
        </button>
        <button type="button" className="button-primary" onClick={onDone}>
          {t('twoFactor.recovery.done')}
        </button>
      </div>
    </section>
  );
}
