import { MarketingPage } from './parts/MarketingPage';

export default function FaqPage() {
  return <MarketingPage name="faq" />;
}
