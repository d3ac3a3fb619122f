import { useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { CloseIcon, MenuIcon } from '../../components/Icons';
import { useAdminLogout } from '../../features/admin/auth/admin-auth-api';
import { BrandMark } from './BrandMark';

const ADMIN_LINKS = [
  { to: ROUTES.adminDashboard, label: 'adminNav.dashboard' },
  { to: ROUTES.adminServices, label: 'adminNav.services' },
  { to: ROUTES.adminReservations, label: 'adminNav.reservations' },
  { to: ROUTES.adminVehicles, label: 'adminNav.vehicles' },
  { to: ROUTES.adminChauffeurs, label: 'adminNav.chauffeurs' },
  { to: ROUTES.adminPlanning, label: 'adminNav.planning' },
  { to: ROUTES.adminRecruitment, label: 'adminNav.recruitment' },
  { to: ROUTES.adminReviews, label: 'adminNav.reviews' },
  { to: ROUTES.adminPrivacy, label: 'adminNav.privacy' },
  { to: ROUTES.adminMails, label: 'adminNav.emails' },
  { to: ROUTES.adminTariff, label: 'adminNav.tariff' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium xl:px-2 ${
    isActive ? 'bg-white/10 text-gold-400' : 'text-white hover:bg-white/5'
  }`;

/** Back-office navigation: the admin pages and sign-out, on desktop and phone. */
export const AdminNav = () => {
  // the back-office's texts are their own namespace, fetched only here (docs/decisions/0015)
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => void navigate(ROUTES.adminLogin, { replace: true }),
    });

  const links = (onNavigate?: () => void) =>
    ADMIN_LINKS.map((link) => (
      <li key={link.to}>
        <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
          {t(link.label)}
        </NavLink>
      </li>
    ));

  const logoutButton = (
    <button
      type="button"
      onClick={signOut}
      disabled={logout.isPending}
      className="btn btn-outline-light min-h-11 px-4 text-sm"
    >
      {t('adminNav.logout')}
    </button>
  );

  return (
    <header className="sticky top-0 z-40 bg-ink-950 text-white">
      {/* thirteen pages: from 1280 px the links take a second line under the brand and the
          sign-out; from 1536 px the bar (96 rem) holds everything on one line */}
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 xl:max-w-[80rem] xl:py-2 2xl:max-w-[96rem] 2xl:flex-nowrap 2xl:py-0">
        <span className="flex items-center gap-3">
          <BrandMark />
          <span className="hidden rounded bg-gold-500 px-2 py-0.5 text-xs font-semibold text-ink-950 sm:inline xl:hidden">
            {t('adminNav.brandSuffix')}
          </span>
        </span>
        {/* the bar from 1280 px, the menu below that */}
        <nav
          aria-label={t('adminNav.label')}
          className="hidden xl:order-last xl:block xl:w-full 2xl:order-none 2xl:w-auto"
        >
          <ul className="flex flex-wrap items-center gap-1">{links()}</ul>
        </nav>
        <div className="hidden xl:block">{logoutButton}</div>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10 xl:hidden"
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">
            {menuOpen ? t('adminNav.closeMenu') : t('adminNav.openMenu')}
          </span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={t('adminNav.label')}
        hidden={!menuOpen}
        className="border-t border-white/10 xl:hidden"
      >
        <div className="container-page flex flex-col gap-3 py-4">
          <ul className="flex flex-col gap-1">{links(() => setMenuOpen(false))}</ul>
          <div>{logoutButton}</div>
        </div>
      </nav>
    </header>
  );
};
