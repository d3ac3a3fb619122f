import { GuestReservationFlow } from '../../features/booking/components/GuestReservationFlow';
import { SimplePage } from './parts/SimplePage';
import { useBookingPreset } from './parts/booking-preset';

export default function GuestReservationPage() {
  return (
    <SimplePage name="guestReservation">
      <GuestReservationFlow preset={useBookingPreset()} />
    </SimplePage>
  );
}
