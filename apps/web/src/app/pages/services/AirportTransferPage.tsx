import { ServicePage } from '../parts/ServicePage';

export default function AirportTransferPage() {
  return <ServicePage name="airportTransfer" art="airport" />;
}
