import { ReservationLegs } from '../../../features/dispatch/admin/ReservationLegs';
import { AdminReservations } from '../../../features/reservations/admin/AdminReservations';
import { AdminPage } from '../parts/AdminPage';

export default function AdminReservationsPage() {
  return (
    <AdminPage name="adminReservations">
      <AdminReservations
        legsSection={(reservation) => <ReservationLegs reservation={reservation} />}
      />
    </AdminPage>
  );
}
