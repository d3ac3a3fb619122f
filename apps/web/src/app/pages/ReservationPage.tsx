import { useSession } from '../../features/auth/session-api';
import { CustomerReservationFlow } from '../../features/booking/components/CustomerReservationFlow';
import { SimplePage } from './parts/SimplePage';
import { useBookingPreset } from './parts/booking-preset';

/** /reservation, behind the user guard: the hero, then the signed-in reservation form. */
export default function ReservationPage() {
  // the guard has already checked the session: its answer is in the cache
  const { data: session } = useSession();
  const user = session?.user;
  const preset = useBookingPreset();
  return (
    <SimplePage name="reservation">
      {user && <CustomerReservationFlow user={user} preset={preset} />}
    </SimplePage>
  );
}
