import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { useSession } from '../../features/auth/session-api';
import { SessionChecking } from './SessionChecking';

/**
 * Pages for signed-in customers. While GET /auth/check runs: 'Vérification de
 * l'authentification...'; then the page, or /login remembering where the visitor was going.
 */
export const UserGuard = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: session, isPending } = useSession();

  if (isPending) return <SessionChecking label={t('guard.checking')} />;
  if (!session?.isSignedIn) {
    return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
};
