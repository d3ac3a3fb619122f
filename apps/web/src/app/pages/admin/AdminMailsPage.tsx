import { AdminMails } from '../../../features/mail-log/AdminMails';
import { AdminPage } from '../parts/AdminPage';

export default function AdminMailsPage() {
  return (
    <AdminPage name="adminMails">
      <AdminMails />
    </AdminPage>
  );
}
