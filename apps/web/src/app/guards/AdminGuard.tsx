import { Navigate, Outlet } from 'react-router';
import { ROUTES } from '@navette/shared';
import { useAdminCheck } from '../../features/admin/auth/admin-auth-api';

/** Back-office pages: nothing while GET /admin/check runs, then the page or /admin/login. */
export const AdminGuard = () => {
  const { data: isAdmin, isPending } = useAdminCheck();
  if (isPending) return null;
  if (!isAdmin) return <Navigate to={ROUTES.adminLogin} replace />;
  return <Outlet />;
};
