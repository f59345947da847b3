import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { toaster } from '../../../components/toast/toaster';

export type DraftOfferState = 'checking' | 'offered' | 'settled';

/**
 * Asks the worker whether a draft was left behind and, if so, offers it. While the offer is
 * open the canvas stays inactive: a new stroke would be saved over the draft before the member
 * chose.
 */
export function useDraftOffer(controller: CanvasController | null) {
  const { t } = useTranslation();
  const [state, setState] = useState<DraftOfferState>('checking');

  useEffect(() => {
    if (!controller) return undefined;
    let current = true;
    controller
      .hasDraft()
      .then((has) => current && setState(has ? 'offered' : 'settled'))
      .catch(() => current && setState('settled'));
    return () => {
      current = false;
    };
  }, [controller]);

  const restore = useCallback(async () => {
    setState('settled');
    try {
      if (!(await controller?.restoreDraft())) toaster.error({ title: t('draw.draft.restoreFailed') });
    } catch {
      toaster.error({ title: t('draw.draft.restoreFailed') });
    }
  }, [controller, t]);

  const discard = useCallback(async () => {
    setState('settled');
    await controller?.discardDraft().catch(() => undefined);
  }, [controller]);

  return { state, restore, discard };
}
