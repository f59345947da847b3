import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PreloadLink } from '../../components/preload-link/preload-link';
import { PreloadNavLink } from '../../components/preload-link/preload-nav-link';
import { useAuth } from '../../lib/auth/use-auth';
import { AccountLinks } from './account-links';
import { BrandMark } from './brand-mark';
import { LocalePicker } from './locale-picker';
import { MenuButton } from './menu-button';
import { ThemeToggle } from './theme-toggle';
import { usePhoneMenu } from './use-phone-menu';

const navItems = [
  { to: '/explore', label: 'nav.explore' },
  { to: '/science', label: 'nav.science' },
  { to: '/meditate', label: 'nav.meditate' },
  { to: '/practice', label: 'nav.practice' },
] as const;

/** Members also get the free-drawing canvas (a logged-in route). */
const memberNavItems = [...navItems, { to: '/practice/draw', label: 'nav.draw' }] as const;

/**
 * Brand, primary navigation, account links, language and theme. On a phone the links, language
 * and theme fold into a menu under one button; from 1024 px they stand in the bar (the menu's
 * wrapper is then `display: contents`, so the bar lays them out as before).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const items = isLoggedIn ? memberNavItems : navItems;
  const menu = usePhoneMenu();
  // Practice stays current in its gallery, but /practice/draw has a link of its own.
  const onDrawPage = useLocation().pathname.startsWith('/practice/draw');
  return (
    <header className="border-b border-line/60">
      <div
        onKeyDown={menu.onKeyDown}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-6 py-3 lg:py-4"
      >
        <PreloadLink to="/" className="focus-ring flex items-center gap-3 rounded-full text-fg">
          <BrandMark />
          <span className="font-serif text-xl tracking-tight">{t('common.appName')}</span>
        </PreloadLink>
        <MenuButton open={menu.open} controls={menu.id} onToggle={menu.toggle} buttonRef={menu.buttonRef} />
        <div
          id={menu.id}
          className={`${menu.open ? 'flex' : 'hidden'} w-full flex-col gap-3 pb-1 lg:contents`}
        >
          <nav aria-label={t('nav.primary')} className="lg:flex-1">
            <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-center lg:gap-0">
              {items.map((item) => (
                <li key={item.to}>
                  <PreloadNavLink
                    to={item.to}
                    end={item.to === '/practice' && onDrawPage}
                    className="nav-link"
                  >
                    {t(item.label)}
                  </PreloadNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-col gap-3 border-t border-line/60 pt-3 lg:ms-auto lg:flex-row lg:flex-wrap lg:items-center lg:justify-end lg:gap-2 lg:border-0 lg:pt-0">
            <AccountLinks />
            <div className="flex items-center gap-2">
              <LocalePicker />
              <ThemeToggle />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
