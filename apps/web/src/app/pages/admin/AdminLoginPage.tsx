import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@navette/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { useAdminCheck } from '../../../features/admin/auth/admin-auth-api';
import { AdminSignIn } from '../../../features/admin/auth/components/AdminSignIn';
import { AuthScreen } from '../parts/AuthScreen';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: isAdmin } = useAdminCheck();
  // back from the e-mailed unlock link (docs/product/back-office.md#sign-in)
  const unlock = useSearchParams()[0].get('deblocage');

  // already signed in to the back-office: straight to the dashboard
  if (isAdmin) return <Navigate to={ROUTES.adminDashboard} replace />;

  return (
    <AuthScreen name="adminLogin">
      {unlock === 'ok' && (
        <FormAlert tone="success" className="mb-4">
          {t('auth.adminLogin.unlocked')}
        </FormAlert>
      )}
      {unlock === 'invalide' && (
        <FormAlert tone="error" className="mb-4">
          {t('auth.adminLogin.unlockInvalid')}
        </FormAlert>
      )}
      <AdminSignIn onSignedIn={() => void navigate(ROUTES.adminDashboard, { replace: true })} />
    </AuthScreen>
  );
}
