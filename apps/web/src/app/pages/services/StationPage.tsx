import { MarketingPage } from '../parts/MarketingPage';

export default function StationPage() {
  return <MarketingPage name="station" />;
}
