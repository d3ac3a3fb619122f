import { MarketingPage } from '../parts/MarketingPage';

export default function WeddingPage() {
  return <MarketingPage name="wedding" />;
}
