import { AdminPage } from '../parts/AdminPage';

export default function AdminReservationsPage() {
  return <AdminPage name="adminReservations" />;
}
