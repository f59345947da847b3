import { SubscriptionSection } from '../../features/billing/components/subscription-section';
import { PreferencesPanel } from '../../features/preferences/components/preferences-panel';
import { ProfilePage } from '../../features/profile/components/profile-page';

/** /profile with the practice preferences and the subscription composed in. */
export function ProfileRoute() {
  return <ProfilePage preferences={<PreferencesPanel />} subscription={<SubscriptionSection />} />;
}
