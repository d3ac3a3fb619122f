import { MarketingPage } from './parts/MarketingPage';

export default function PricingPage() {
  return <MarketingPage name="pricing" />;
}
