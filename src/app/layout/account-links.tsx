import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../components/preload-link/preload-link';
import { PreloadNavLink } from '../../components/preload-link/preload-nav-link';
import { useAuth } from '../../lib/auth/use-auth';

/** The plan check's code is fetched for signed-in members only (ADR 034). */
const UpgradeNavLink = lazy(() =>
  import('../../features/billing/components/upgrade-nav-link').then((module) => ({
    default: module.UpgradeNavLink,
  })),
);

/**
 * Sign in when signed out; when signed in, the plans (for Free members), profile, management (for
 * managers) and sign out.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const { isLoggedIn, canManageContent } = useAuth();
  return (
    <nav aria-label={t('auth.header.account')}>
      <ul className="flex flex-col gap-1 xl:flex-row xl:flex-wrap xl:items-center xl:justify-end xl:gap-0">
        {isLoggedIn ? (
          <>
            <Suspense fallback={null}>
              <UpgradeNavLink />
            </Suspense>
            {canManageContent && (
              <li>
                <PreloadNavLink to="/manage" className="nav-link">
                  {t('auth.header.manage')}
                </PreloadNavLink>
              </li>
            )}
            <li>
              <PreloadNavLink to="/profile" className="nav-link" data-testid="header-profile">
                {t('auth.header.profile')}
              </PreloadNavLink>
            </li>
            <li>
              <PreloadLink to="/logout" className="nav-link" data-testid="header-sign-out">
                {t('auth.header.signOut')}
              </PreloadLink>
            </li>
          </>
        ) : (
          <li>
            <PreloadNavLink to="/login" className="nav-link" data-testid="header-sign-in">
              {t('auth.header.signIn')}
            </PreloadNavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
