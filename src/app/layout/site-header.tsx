import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../components/preload-link/preload-link';
import { PreloadNavLink } from '../../components/preload-link/preload-nav-link';
import { useAuth } from '../../lib/auth/use-auth';
import { AccountLinks } from './account-links';
import { BrandMark } from './brand-mark';
import { LocalePicker } from './locale-picker';
import { ThemeToggle } from './theme-toggle';

const navItems = [
  { to: '/explore', label: 'nav.explore' },
  { to: '/science', label: 'nav.science' },
  { to: '/meditate', label: 'nav.meditate' },
  { to: '/practice', label: 'nav.practice' },
] as const;

/** Members also get the free-drawing canvas (a logged-in route). */
const memberNavItems = [...navItems, { to: '/practice/draw', label: 'nav.draw' }] as const;

/** Brand, primary navigation, account links, language and theme. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const items = isLoggedIn ? memberNavItems : navItems;
  return (
    <header className="border-b border-line/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-3 px-6 py-4">
        <PreloadLink to="/" className="focus-ring flex items-center gap-3 rounded-full text-fg">
          <BrandMark />
          <span className="font-serif text-xl tracking-tight">{t('common.appName')}</span>
        </PreloadLink>
        <nav aria-label={t('nav.primary')} className="order-3 w-full sm:order-none sm:w-auto sm:flex-1">
          <ul className="flex flex-wrap items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <PreloadNavLink to={item.to} className="nav-link">
                  {t(item.label)}
                </PreloadNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
          <AccountLinks />
          <LocalePicker />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
