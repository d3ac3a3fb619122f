import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@navette/shared';
import { ChauffeurInvitationForm } from '../../../features/chauffeurs/components/ChauffeurInvitationForm';
import { ChauffeurPage } from '../parts/ChauffeurPage';

/** /chauffeur/invitation?token=…: the chauffeur chooses the password of their account. */
export default function ChauffeurInvitationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <ChauffeurPage name="chauffeurInvitation">
      <ChauffeurInvitationForm
        token={params.get('token') ?? ''}
        onAccepted={() => void navigate(ROUTES.chauffeurRunSheet)}
      />
    </ChauffeurPage>
  );
}
