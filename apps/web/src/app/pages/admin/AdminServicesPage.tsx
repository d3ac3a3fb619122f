import { AdminServices } from '../../../features/services/admin/AdminServices';
import { AdminPage } from '../parts/AdminPage';

export default function AdminServicesPage() {
  return (
    <AdminPage name="adminServices">
      <AdminServices />
    </AdminPage>
  );
}
