import { ManageBooking } from '../../features/reservations/customer/ManageBooking';
import { SimplePage } from './parts/SimplePage';

export default function ManageBookingPage() {
  return (
    <SimplePage name="manageBooking">
      <ManageBooking />
    </SimplePage>
  );
}
