import { AdminPage } from '../parts/AdminPage';

export default function AdminRecruitmentPage() {
  return <AdminPage name="adminRecruitment" />;
}
