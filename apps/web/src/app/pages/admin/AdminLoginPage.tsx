import { Navigate, useNavigate } from 'react-router';
import { ROUTES } from '@navette/shared';
import { useAdminCheck } from '../../../features/admin/auth/admin-auth-api';
import { AdminSignIn } from '../../../features/admin/auth/components/AdminSignIn';
import { AuthScreen } from '../parts/AuthScreen';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { data: isAdmin } = useAdminCheck();

  // already signed in to the back-office: straight to the dashboard
  if (isAdmin) return <Navigate to={ROUTES.adminDashboard} replace />;

  return (
    <AuthScreen name="adminLogin">
      <AdminSignIn onSignedIn={() => void navigate(ROUTES.adminDashboard, { replace: true })} />
    </AuthScreen>
  );
}
