import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { useMe } from '../api/get-me';
import { AccountSection } from './account-section';
import { DevicesSection } from './devices-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor-section';

interface ProfilePageProps {
  /** The practice preferences panel, placed here by src/app (features stay independent). */
  preferences?: ReactNode;
  /** The plan and billing panel, placed here by src/app likewise. */
  subscription?: ReactNode;
}

/** /profile: account, password, two-factor, signed-in devices, preferences, and the plan. */
export function ProfilePage({ preferences, subscription }: ProfilePageProps = {}) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.profile.title')} · ${t('common.appName')}`);
  const me = useMe();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-16 sm:py-20">
      <header className="flex flex-col gap-3">
        <span aria-hidden="true" className="h-px w-16 bg-accent/70" />
        <h1 id="page-title" className="font-serif text-3xl tracking-tight text-fg sm:text-4xl">
          {t('pages.profile.title')}
        </h1>
        <p className="text-lg leading-relaxed text-muted">{t('pages.profile.body')}</p>
      </header>
      {me.isError && (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">{t('profile.loadFailed')}</FormMessage>
          <button type="button" className="button-quiet" onClick={() => void me.refetch()}>
            {t('profile.retry')}
          </button>
        </div>
      )}
      {me.data && (
        <>
          <AccountSection key={`${me.data.name}\u0000${me.data.displayName ?? ''}`} me={me.data} />
          <PasswordSection hasPassword={me.data.hasPassword} />
          <TwoFactorSection enabled={me.data.twoFactorEnabled} />
          <DevicesSection />
        </>
      )}
      <ProfileSection
        heading={t('profile.preferences.heading')}
        intro={preferences ? t('preferences.intro') : t('profile.preferences.body')}
        testId="profile-preferences"
      >
        {preferences}
      </ProfileSection>
      <ProfileSection
        heading={t('profile.subscription.heading')}
        intro={subscription ? t('profile.subscription.intro') : t('profile.subscription.body')}
        testId="profile-subscription"
        id="subscription"
      >
        {subscription}
      </ProfileSection>
    </div>
  );
}
