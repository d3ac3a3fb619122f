import { AdminChauffeurs } from '../../../features/chauffeurs/admin/AdminChauffeurs';
import { AdminPage } from '../parts/AdminPage';

export default function AdminChauffeursPage() {
  return (
    <AdminPage name="adminChauffeurs">
      <AdminChauffeurs />
    </AdminPage>
  );
}
