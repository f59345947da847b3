import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useDelayedPending } from './use-delayed-pending';

/** A thin bar across the top while a slow navigation loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const visible = useDelayedPending(navigation.state !== 'idle');
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loadingPage')}
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="navigation-progress-bar h-full bg-accent" />
    </div>
  );
}
