import { Toaster } from '@ark-ui/react/toast';
import { useTranslation } from 'react-i18next';
import type { AppToasterStore } from './create-app-toaster';
import { ToastCard } from './toast-card';

/** Renders `toaster`'s queued toasts bottom-right (bottom-left in right-to-left locales). */
export function ToastRegion({ toaster }: { toaster: AppToasterStore }) {
  const { t } = useTranslation();
  return (
    <Toaster toaster={toaster} aria-label={t('toast.region')}>
      {(toast) => (
        <ToastCard title={toast.title} description={toast.description} actionLabel={toast.action?.label} />
      )}
    </Toaster>
  );
}
