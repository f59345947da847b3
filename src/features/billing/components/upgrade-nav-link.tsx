import { useTranslation } from 'react-i18next';
import { PreloadNavLink } from '../../../components/preload-link/preload-nav-link';
import { useSubscription } from '../api/get-subscription';

/** The header's way to the plans, for a signed-in member on the Free plan only. */
export function UpgradeNavLink() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  if (subscription.data?.plan.tier !== 'free') return null;
  return (
    <li>
      <PreloadNavLink to="/subscribe" className="nav-link text-accent-fg" data-testid="header-upgrade">
        {t('billing.header.upgrade')}
      </PreloadNavLink>
    </li>
  );
}
