import { Navigate, Outlet } from 'react-router';
import { ROUTES } from '@navette/shared';
import { useChauffeurCheck } from '../../features/chauffeurs/chauffeur-session-api';

/** The chauffeur's pages: nothing while the check runs, then the page or /chauffeur/login. */
export const ChauffeurGuard = () => {
  const { data: chauffeur, isPending } = useChauffeurCheck();
  if (isPending) return null;
  if (!chauffeur) return <Navigate to={ROUTES.chauffeurLogin} replace />;
  return <Outlet />;
};
