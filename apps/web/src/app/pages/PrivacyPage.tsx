import { MarketingPage } from './parts/MarketingPage';

export default function PrivacyPage() {
  return <MarketingPage name="privacy" />;
}
