import { GuestReservationFlow } from '../../features/booking/components/GuestReservationFlow';
import { SimplePage } from './parts/SimplePage';

export default function GuestReservationPage() {
  return (
    <SimplePage name="guestReservation">
      <GuestReservationFlow />
    </SimplePage>
  );
}
