import { AdminApplications } from '../../../features/recruitment/admin/AdminApplications';
import { AdminPage } from '../parts/AdminPage';

export default function AdminRecruitmentPage() {
  return (
    <AdminPage name="adminRecruitment">
      <AdminApplications />
    </AdminPage>
  );
}
