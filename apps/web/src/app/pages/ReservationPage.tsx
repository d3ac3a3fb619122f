import { SimplePage } from './parts/SimplePage';

export default function ReservationPage() {
  return <SimplePage name="reservation" />;
}
