import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, SERVICE_PAGES } from '@navette/shared';
import { CloseIcon, LogOutIcon, MenuIcon, UserIcon } from '../../components/Icons';
import { toast } from '../../components/toast-store';
import { company } from '../../lib/company';
import { useFinishSignOut, useSession, useSignOut } from '../../features/auth/session-api';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_LINKS } from './nav-links';
import { ServicesMenu } from './ServicesMenu';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors hover:text-gold-400 ${
    isActive ? 'text-gold-400' : 'text-white'
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${
    isActive ? 'bg-white/10 text-gold-400' : 'text-white hover:bg-white/5'
  }`;

/** The public navigation bar: desktop links with the services dropdown, and a phone menu. */
export const NavBar = () => {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const isSignedIn = session?.isSignedIn === true;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const logout = useSignOut({
    onSuccess: () => {
      setMenuOpen(false);
      toast.success(t('auth.login.loggedOut'));
    },
    onError: () => toast.error(t('nav.logoutFailed')),
  });
  useFinishSignOut();

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-900 text-white">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Link
          to={ROUTES.home}
          aria-label={t('nav.homeLink', { brand: company.brand })}
          className="rounded-md"
          onClick={closeMenu}
        >
          <BrandMark />
        </Link>

        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={ROUTES.home} end className={desktopLink}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={desktopLink}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden xl:flex" />
          {/* signed in, the account pair is drawn as icons and the call to action is short until
              2xl: with their full text the French bar is wider than 1280 px */}
          {/* the account: `Mon espace` signed in, `Se connecter` for a visitor
              (docs/product/public-site.md#navigation-bar) */}
          <NavLink
            to={isSignedIn ? ROUTES.profile : ROUTES.login}
            title={t(isSignedIn ? 'nav.profile' : 'nav.login')}
            className={({ isActive }) =>
              `hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium whitespace-nowrap hover:bg-white/10 hover:text-gold-400 xl:inline-flex ${
                isActive ? 'text-gold-400' : 'text-white'
              }`
            }
          >
            <UserIcon className="size-5" />
            <span className="sr-only 2xl:not-sr-only">
              {t(isSignedIn ? 'nav.profile' : 'nav.login')}
            </span>
          </NavLink>
          {isSignedIn && (
            <button
              type="button"
              onClick={logout.signOut}
              disabled={logout.isPending}
              title={t('nav.logout')}
              className="hidden size-11 items-center justify-center rounded-md text-white hover:bg-white/10 hover:text-gold-400 disabled:opacity-60 xl:inline-flex"
            >
              <LogOutIcon className="size-5" />
              <span className="sr-only">{t('nav.logout')}</span>
            </button>
          )}
          <Link
            to={ROUTES.quoteEntry}
            className="btn btn-gold hidden whitespace-nowrap xl:inline-flex"
          >
            {isSignedIn ? (
              <>
                <span className="2xl:hidden">{t('nav.ctaShort')}</span>
                <span className="hidden 2xl:inline">{t('nav.cta')}</span>
              </>
            ) : (
              t('nav.cta')
            )}
          </Link>
          {/* phones keep the call to action in the sticky bar */}
          <Link
            to={ROUTES.quoteEntry}
            onClick={closeMenu}
            className="btn btn-gold px-4 text-sm xl:hidden"
          >
            {t('nav.ctaShort')}
          </Link>
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 xl:hidden"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={t('nav.label')}
        hidden={!menuOpen}
        onKeyDown={onMenuKeyDown}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-ink-900 xl:hidden"
      >
        <div className="container-page flex flex-col gap-1 py-4">
          <NavLink to={ROUTES.home} end className={mobileLink} onClick={closeMenu}>
            {t('nav.home')}
          </NavLink>
          <p className="mt-3 px-3 text-xs font-semibold tracking-widest text-gold-400 uppercase">
            {t('nav.services')}
          </p>
          <ul className="flex flex-col gap-1 border-l border-white/10 pl-3">
            {SERVICE_PAGES.map((name) => (
              <li key={name}>
                <NavLink to={ROUTES[name]} className={mobileLink} onClick={closeMenu}>
                  {t(`pages.${name}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-3 flex flex-col gap-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={mobileLink} onClick={closeMenu}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {!isSignedIn && (
              <li>
                <NavLink to={ROUTES.login} className={mobileLink} onClick={closeMenu}>
                  {t('nav.login')}
                </NavLink>
              </li>
            )}
            {isSignedIn && (
              <>
                <li>
                  <NavLink to={ROUTES.profile} className={mobileLink} onClick={closeMenu}>
                    {t('nav.profile')}
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={logout.signOut}
                    disabled={logout.isPending}
                    className="flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-white hover:bg-white/5 disabled:opacity-60"
                  >
                    <LogOutIcon className="size-5" />
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            )}
          </ul>
          <div className="mt-4 flex items-center justify-between gap-4 border-t border-white/10 pt-4">
            <LanguageSwitch />
            <Link to={ROUTES.quoteEntry} className="btn btn-gold" onClick={closeMenu}>
              {t('nav.cta')}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
};
