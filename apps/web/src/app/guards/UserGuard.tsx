import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../features/auth/session-api';

/**
 * Pages for signed-in customers. While GET /auth/check runs: 'Vérification de
 * l'authentification...'; then the page, or /login remembering where the visitor was going.
 */
export const UserGuard = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: session, isPending } = useSession();

  if (isPending) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
        <Spinner size="large" label={t('guard.checking')} />
        <p aria-hidden="true" className="text-ink-800">
          {t('guard.checking')}
        </p>
      </div>
    );
  }
  if (!session?.isSignedIn) {
    return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
};
