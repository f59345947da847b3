import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../components/toast/toaster';
import { registerServiceWorker } from '../../lib/service-worker/register-service-worker';

/**
 * Registers the offline service worker once, and when a new version of the app is waiting, says
 * so in a toast that stays until the member reloads into it or dismisses it.
 */
export function ServiceWorkerUpdates() {
  const { t } = useTranslation();
  useEffect(() => {
    registerServiceWorker((apply) => {
      toaster.create({
        title: t('serviceWorker.updateReady'),
        description: t('serviceWorker.updateHint'),
        duration: Infinity,
        action: { label: t('serviceWorker.reload'), onClick: apply },
      });
    });
    // Registered once per page load; the words are read when the toast shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
