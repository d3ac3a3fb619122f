import { AdminPage } from '../parts/AdminPage';

export default function AdminDashboardPage() {
  return <AdminPage name="adminDashboard" />;
}
