import { MarketingPage } from '../parts/MarketingPage';

export default function ExpressTransferPage() {
  return <MarketingPage name="expressTransfer" />;
}
