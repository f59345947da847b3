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
 * Brand, primary navigation, account links, language and theme. On a phone or tablet the links,
 * language and theme fold into a menu under one button; from 1280 px they stand in the bar (the
 * menu's wrapper is then `display: contents`, so the bar lays them out as before). Narrower, an
 * admin's bar would wrap in French, German and Spanish.
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
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-6 py-3 xl:py-4"
      >
        <PreloadLink to="/" className="focus-ring flex items-center gap-3 rounded-full text-fg">
          <BrandMark />
          <span className="font-serif text-xl tracking-tight">{t('common.appName')}</span>
        </PreloadLink>
        <MenuButton open={menu.open} controls={menu.id} onToggle={menu.toggle} buttonRef={menu.buttonRef} />
        <div
          id={menu.id}
          className={`${menu.open ? 'flex' : 'hidden'} w-full flex-col gap-3 pb-1 xl:contents`}
        >
          <nav aria-label={t('nav.primary')} className="xl:flex-1">
            <ul className="flex flex-col gap-1 xl:flex-row xl:flex-wrap xl:items-center xl:gap-0">
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
          <div className="flex min-w-0 flex-col gap-3 border-t border-line/60 pt-3 xl:ms-auto xl:flex-row xl:flex-wrap xl:items-center xl:justify-end xl:gap-2 xl:border-0 xl:pt-0">
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
