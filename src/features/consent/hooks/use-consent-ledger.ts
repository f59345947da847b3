import { useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { consentCategoriesAtom } from '../../../lib/consent/consent-atoms';
import { ensureConsentSession } from '../../../lib/consent/consent-session';
import { useAuth } from '../../../lib/auth/use-auth';
import type { ConsentCategories } from '../../../shared/consent/consent-categories';
import type { ConsentMethod } from '../../../shared/consent/consent-record';
import type { ConsentSettings } from '../utils/consent-settings';
import { logConsent } from '../utils/log-consent';

/** Sessions whose 'init' record this page has sent. */
const initLogged = new Set<string>();

export type ChoiceMethod = Exclude<ConsentMethod, 'init'>;

/**
 * The consent ledger's records: 'init' when this page starts a consent session (on mount, or at
 * a choice after the day-long session ran out), then one per choice.
 */
export function useConsentLedger(settings: ConsentSettings) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const store = useStore();

  const record = useCallback(
    (choice?: { method: ChoiceMethod; categories: ConsentCategories }) => {
      const session = ensureConsentSession();
      if (session.created && !initLogged.has(session.id)) {
        initLogged.add(session.id);
        const categories = store.get(consentCategoriesAtom);
        void logConsent('init', { sessionId: session.id, userId, categories }, settings);
      }
      if (choice)
        void logConsent(
          choice.method,
          { sessionId: session.id, userId, categories: choice.categories },
          settings,
        );
    },
    [settings, store, userId],
  );

  useEffect(() => record(), [record]);

  return record;
}
