import { Navigate, useNavigate } from 'react-router';
import { ROUTES } from '@navette/shared';
import { useChauffeurCheck } from '../../../features/chauffeurs/chauffeur-session-api';
import { ChauffeurLoginForm } from '../../../features/chauffeurs/components/ChauffeurLoginForm';
import { ChauffeurPage } from '../parts/ChauffeurPage';

/** /chauffeur/login: the chauffeurs' sign-in, phone first; a signed-in chauffeur goes on. */
export default function ChauffeurLoginPage() {
  const navigate = useNavigate();
  const { data: chauffeur } = useChauffeurCheck();
  if (chauffeur) return <Navigate to={ROUTES.chauffeurRunSheet} replace />;
  return (
    <ChauffeurPage name="chauffeurLogin">
      <ChauffeurLoginForm onSignedIn={() => void navigate(ROUTES.chauffeurRunSheet)} />
    </ChauffeurPage>
  );
}
