import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface NoticeCardProps {
  titleId: string;
  /** The banner lays text and buttons side by side on wide screens. */
  wide: boolean;
  showManage: boolean;
  showPrivacyLink: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onManage: () => void;
  /** Starts loading the preferences view before Manage is pressed. */
  onManageIntent: () => void;
}

const buttonSize = 'px-4 py-2 text-sm sm:px-5';

/** 'We use cookies', the privacy-policy link and the choices (spec §2). */
export function NoticeCard({
  titleId,
  wide,
  showManage,
  showPrivacyLink,
  onAccept,
  onDecline,
  onManage,
  onManageIntent,
}: NoticeCardProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex flex-col gap-3 sm:gap-4 ${wide ? 'sm:flex-row sm:items-end sm:justify-between' : ''}`}
    >
      <div className="max-w-2xl">
        <h2 id={titleId} className="font-serif text-lg sm:text-xl">
          {t('consent.title')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted sm:mt-2">
          {t('consent.description')}
          {showPrivacyLink && (
            <>
              {' '}
              <Link to="/privacy" className="link-accent focus-ring">
                {t('consent.privacyPolicy')}
              </Link>
            </>
          )}
        </p>
      </div>
      {/* On a phone the buttons share the width, a long label taking a row of its own, unbroken. */}
      <div className="flex shrink-0 flex-wrap gap-2 sm:gap-3 [&>button]:grow [&>button]:whitespace-nowrap sm:[&>button]:grow-0">
        {showManage && (
          <button
            type="button"
            className={`button-quiet focus-ring ${buttonSize}`}
            onClick={onManage}
            onPointerEnter={onManageIntent}
            onFocus={onManageIntent}
          >
            {t('consent.manage')}
          </button>
        )}
        <button type="button" className={`button-quiet focus-ring ${buttonSize}`} onClick={onDecline}>
          {t('consent.decline')}
        </button>
        <button type="button" className={`button-primary focus-ring ${buttonSize}`} onClick={onAccept}>
          {t('consent.accept')}
        </button>
      </div>
    </div>
  );
}
