import { AirportFares } from '../../../features/marketing/prices/PriceSections';
import { ServicePage } from '../parts/ServicePage';

export default function AirportTransferPage() {
  return (
    <ServicePage name="airportTransfer" art="airport">
      <AirportFares />
    </ServicePage>
  );
}
