import { MarketingPage } from '../parts/MarketingPage';

export default function VipPage() {
  return <MarketingPage name="vip" />;
}
