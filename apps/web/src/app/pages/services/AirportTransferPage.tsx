import { MarketingPage } from '../parts/MarketingPage';

export default function AirportTransferPage() {
  return <MarketingPage name="airportTransfer" />;
}
