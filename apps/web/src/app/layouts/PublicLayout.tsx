import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChromelessPath, isWhatsAppHiddenPath } from '@navette/shared';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { NavBar } from './NavBar';
import { PageOutlet } from './PageOutlet';
import { WhatsAppButton } from './WhatsAppButton';

// below the fold on every page: its code (links, payment card logos) comes after the first render
const loadFooter = () => import('./Footer').then((module) => ({ default: module.Footer }));
const Footer = lazyWithRetry(loadFooter);

/** Public pages: navigation bar and footer (not on the sign-in screens), WhatsApp button. */
export const PublicLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasChrome = !isChromelessPath(pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      {hasChrome && <NavBar />}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <PageOutlet />
      </main>
      {hasChrome && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {!isWhatsAppHiddenPath(pathname) && <WhatsAppButton />}
    </div>
  );
};
