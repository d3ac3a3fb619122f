import { AdminReservations } from '../../../features/reservations/admin/AdminReservations';
import { AdminPage } from '../parts/AdminPage';

export default function AdminReservationsPage() {
  return (
    <AdminPage name="adminReservations">
      <AdminReservations />
    </AdminPage>
  );
}
