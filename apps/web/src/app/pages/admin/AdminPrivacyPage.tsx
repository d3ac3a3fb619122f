import { AdminPrivacy } from '../../../features/privacy/admin/AdminPrivacy';
import { AdminPage } from '../parts/AdminPage';

export default function AdminPrivacyPage() {
  return (
    <AdminPage name="adminPrivacy">
      <AdminPrivacy />
    </AdminPage>
  );
}
