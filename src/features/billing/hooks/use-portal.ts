import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenPortal } from '../api/open-portal';

/** Opens the provider's customer portal; `onFailure` gets 'Failed to open customer portal'. */
export function usePortal(onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const portal = useOpenPortal();
  const [leaving, setLeaving] = useState(false);
  const open = () => {
    if (portal.isPending || leaving) return;
    portal.mutate(undefined, {
      onSuccess: (url) => {
        if (!url) return onFailure(t('billing.section.portalFailed'));
        setLeaving(true);
        window.location.assign(url);
      },
      onError: () => onFailure(t('billing.section.portalFailed')),
    });
  };
  return { open, busy: portal.isPending || leaving };
}
