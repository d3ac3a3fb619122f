import { MarketingPage } from './parts/MarketingPage';

export default function ToursPage() {
  return <MarketingPage name="tours" />;
}
