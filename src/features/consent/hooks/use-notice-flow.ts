import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../components/canvas/use-reduced-motion';
import { storedConsentAtom } from '../../../lib/consent/consent-atoms';
import { SHOW_CONSENT_EVENT } from '../../../lib/consent/consent-events';
import { phaseAfterExit, type NoticeAction, type NoticePhase } from '../state/notice-phase';
import { NOTICE_ENTER_DELAY_MS, noticeExitMs } from '../utils/notice-timing';

/** What is on screen: the notice, the preferences, the floating button, or nothing. */
export type NoticeView = 'notice' | 'preferences' | 'floating' | 'none';

interface NoticeFlowOptions {
  /** The server and local rules want the notice shown by itself. */
  bannerWanted: boolean;
  floatingButton: boolean;
}

/**
 * The notice's timing (spec §4 'Consent (local)'): shown by itself 50 ms after mount when wanted;
 * each action runs the 500 ms exit (shorter with reduced motion), then its callback, then the next
 * view. The show-cookie-consent event opens the preferences from anywhere.
 */
export function useNoticeFlow({ bannerWanted, floatingButton }: NoticeFlowOptions) {
  const store = useStore();
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<NoticePhase>('auto');
  const [enterDelayOver, setEnterDelayOver] = useState(false);
  const [exiting, setExiting] = useState(false);
  const pendingExit = useRef<{ timer: number; finish: (next?: NoticePhase) => void } | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setEnterDelayOver(true), NOTICE_ENTER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(
    () => () => {
      if (pendingExit.current) window.clearTimeout(pendingExit.current.timer);
    },
    [],
  );

  const leave = useCallback(
    (action: NoticeAction, callback?: () => void) => {
      if (pendingExit.current) return; // one exit at a time: a second click changes nothing
      setExiting(true);
      let timer = 0;
      const finish = (next?: NoticePhase) => {
        window.clearTimeout(timer);
        pendingExit.current = null;
        callback?.();
        setExiting(false);
        const hasStoredConsent = store.get(storedConsentAtom).state === 'stored';
        setPhase(next ?? phaseAfterExit(action, { floatingButton, hasStoredConsent }));
      };
      timer = window.setTimeout(finish, noticeExitMs(reducedMotion));
      pendingExit.current = { timer, finish };
    },
    [floatingButton, reducedMotion, store],
  );

  const openPreferences = useCallback(() => {
    // An exit under way still completes its choice first.
    if (pendingExit.current) pendingExit.current.finish('preferences');
    else setPhase('preferences');
  }, []);

  useEffect(() => {
    window.addEventListener(SHOW_CONSENT_EVENT, openPreferences);
    return () => window.removeEventListener(SHOW_CONSENT_EVENT, openPreferences);
  }, [openPreferences]);

  const closeFloatingButton = useCallback(() => setPhase('closed'), []);

  let view: NoticeView;
  if (phase === 'auto') view = bannerWanted ? (enterDelayOver ? 'notice' : 'none') : 'floating';
  else view = phase === 'closed' ? 'none' : phase;
  if (view === 'floating' && !floatingButton) view = 'none';

  return { view, exiting, leave, openPreferences, closeFloatingButton };
}
