import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { saveConsentChoiceAtom, storedConsentAtom } from '../../../lib/consent/consent-atoms';
import { readLocalChoice } from '../../../lib/consent/local-choice';
import { fullConsent } from '../../../shared/consent/consent-categories';
import { consentKeys } from '../api/consent-keys';
import { consentStatusQueryOptions } from '../api/consent-status';
import { setConsentStatus } from '../api/set-consent-status';
import {
  adoptsServerConsent,
  localChoiceToSend,
  wantsBanner,
  type ServerConsent,
} from '../state/server-consent-rules';

/**
 * The server half of consent (spec §4 'Consent (server)'): asks GET /api/consent/me, sends the
 * local status when the server has none, forgets the server's status when the local choice
 * expired, and takes over a member's full consent. Answers whether the notice should show by
 * itself, and how to send a new status.
 */
export function useServerConsent() {
  const fetcher = useFetchWithAuth();
  const { user, isInitializing } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const query = useQuery({ ...consentStatusQueryOptions(fetcher, userId), enabled: !isInitializing });
  const stored = useAtomValue(storedConsentAtom);
  const saveChoice = useSetAtom(saveConsentChoiceAtom);

  const server: ServerConsent = query.isError
    ? { state: 'error' }
    : query.isSuccess
      ? { state: 'answered', status: query.data }
      : { state: 'pending' };
  const facts = { local: stored.state, localChoice: readLocalChoice(), server };
  const toSend = localChoiceToSend(facts);
  const adopt = adoptsServerConsent(facts);

  const sendStatus = useCallback(
    (status: boolean | null) => {
      queryClient.setQueryData(consentKeys.status(userId), status);
      void setConsentStatus(fetcher, status);
    },
    [fetcher, queryClient, userId],
  );

  useEffect(() => {
    if (toSend !== null) sendStatus(toSend);
  }, [sendStatus, toSend]);

  useEffect(() => {
    if (adopt) saveChoice(fullConsent);
  }, [adopt, saveChoice]);

  // The expired choice's status would otherwise hide the notice again on the next visit.
  useEffect(() => {
    if (stored.state === 'expired') sendStatus(null);
  }, [sendStatus, stored.state]);

  return { bannerWanted: wantsBanner(facts), sendStatus };
}
