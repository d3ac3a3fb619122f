import { AdminPlanning } from '../../../features/dispatch/admin/AdminPlanning';
import { CalendarFeeds } from '../../../features/dispatch/admin/CalendarFeeds';
import { AdminPage } from '../parts/AdminPage';

export default function AdminPlanningPage() {
  return (
    <AdminPage name="adminPlanning">
      <AdminPlanning />
      <CalendarFeeds />
    </AdminPage>
  );
}
