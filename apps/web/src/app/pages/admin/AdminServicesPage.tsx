import { AdminPage } from '../parts/AdminPage';

export default function AdminServicesPage() {
  return <AdminPage name="adminServices" />;
}
