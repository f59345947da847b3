import { useTranslation } from 'react-i18next';

interface FloatingConsentButtonProps {
  onOpen: () => void;
  /** Starts loading the preferences view before the button is pressed. */
  onOpenIntent: () => void;
  onClose: () => void;
}

/** The round button at the bottom left (in either reading direction, as spec §2 places it) that reopens the preferences, with its small close control. */
export function FloatingConsentButton({ onOpen, onOpenIntent, onClose }: FloatingConsentButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="fixed bottom-4 left-4 z-[99999]" data-consent-floating-button>
      <button
        type="button"
        aria-label={t('consent.preferencesTitle')}
        title={t('consent.preferencesTitle')}
        onClick={onOpen}
        onPointerEnter={onOpenIntent}
        onFocus={onOpenIntent}
        className="focus-ring flex size-12 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-lg transition-colors hover:border-accent hover:text-accent-fg"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path
            d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z"
            strokeLinejoin="round"
          />
          <circle cx="8.5" cy="11" r="1" fill="currentColor" stroke="none" />
          <circle cx="12" cy="15.5" r="1" fill="currentColor" stroke="none" />
          <circle cx="15.5" cy="13" r="1" fill="currentColor" stroke="none" />
        </svg>
      </button>
      <button
        type="button"
        aria-label={t('consent.hideFloatingButton')}
        title={t('consent.hideFloatingButton')}
        onClick={onClose}
        className="focus-ring absolute -end-1 -top-1 flex size-5 items-center justify-center rounded-full border border-line bg-surface text-muted shadow transition-colors hover:text-fg"
      >
        <svg
          viewBox="0 0 12 12"
          aria-hidden="true"
          className="size-2.5"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M2.5 2.5l7 7m0-7l-7 7" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
