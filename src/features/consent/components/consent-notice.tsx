import { useSetAtom } from 'jotai';
import { lazy, Suspense, useId } from 'react';
import { saveConsentChoiceAtom } from '../../../lib/consent/consent-atoms';
import {
  acceptsAll,
  fullConsent,
  noConsent,
  type ConsentCategories,
} from '../../../shared/consent/consent-categories';
import { useBlockedFrameTexts } from '../hooks/use-blocked-frame-texts';
import { useConsentLedger, type ChoiceMethod } from '../hooks/use-consent-ledger';
import { useConsentSettings } from '../hooks/use-consent-settings';
import { useNoticeFlow } from '../hooks/use-notice-flow';
import { useRereadConsentOnReturn } from '../hooks/use-reread-consent-on-return';
import { useServerConsent } from '../hooks/use-server-consent';
import { FloatingConsentButton } from './floating-consent-button';
import { NoticeCard } from './notice-card';
import { NoticeFrame, type NoticeVariant } from './notice-frame';

const loadPreferencesView = () => import('./preferences-view');
const PreferencesView = lazy(() =>
  loadPreferencesView().then((module) => ({ default: module.PreferencesView })),
);

export interface ConsentNoticeProps {
  /** Banner, popup or modal (spec §2); popup by default. */
  variant?: NoticeVariant;
  /** The round button that reopens the preferences: on public pages. */
  floatingButton?: boolean;
  showManage?: boolean;
  showPrivacyLink?: boolean;
  /** Called after a choice's exit animation, before the notice is removed. */
  onChoice?: (method: ChoiceMethod, categories: ConsentCategories) => void;
}

/**
 * The cookie-consent notice (spec §2, §4): asks on a first visit, stores the choice (cookie,
 * local status, server, ledger), and offers the preferences again from the floating button or
 * the show-cookie-consent event.
 */
export function ConsentNotice({
  variant = 'popup',
  floatingButton = false,
  showManage = true,
  showPrivacyLink = true,
  onChoice,
}: ConsentNoticeProps) {
  const titleId = useId();
  const settings = useConsentSettings();
  const recordInLedger = useConsentLedger(settings);
  const { bannerWanted, sendStatus } = useServerConsent();
  const saveChoice = useSetAtom(saveConsentChoiceAtom);
  const flow = useNoticeFlow({ bannerWanted, floatingButton });
  useBlockedFrameTexts();
  useRereadConsentOnReturn();

  const choose = (method: ChoiceMethod, categories: ConsentCategories) =>
    flow.leave(method === 'save_preferences' ? 'save' : method, () => {
      saveChoice(categories);
      recordInLedger({ method, categories });
      sendStatus(acceptsAll(categories));
      onChoice?.(method, categories);
    });

  const preloadPreferences = () => void loadPreferencesView();

  if (flow.view === 'none') return null;
  if (flow.view === 'floating') {
    return (
      <FloatingConsentButton
        onOpen={flow.openPreferences}
        onOpenIntent={preloadPreferences}
        onClose={flow.closeFloatingButton}
      />
    );
  }
  return (
    <NoticeFrame
      variant={variant}
      titleId={titleId}
      exiting={flow.exiting}
      onEscape={() => flow.leave(flow.view === 'preferences' ? 'cancel' : 'dismiss')}
    >
      {flow.view === 'notice' ? (
        <NoticeCard
          titleId={titleId}
          wide={variant === 'banner'}
          showManage={showManage}
          showPrivacyLink={showPrivacyLink}
          onAccept={() => choose('accept', fullConsent)}
          onDecline={() => choose('decline', noConsent)}
          onManage={() => flow.leave('manage')}
          onManageIntent={preloadPreferences}
        />
      ) : (
        <Suspense fallback={null}>
          <PreferencesView
            titleId={titleId}
            onSave={(categories) => choose('save_preferences', categories)}
            onCancel={() => flow.leave('cancel')}
          />
        </Suspense>
      )}
    </NoticeFrame>
  );
}
