import { MarketingPage } from '../parts/MarketingPage';

export default function PrivateChauffeurPage() {
  return <MarketingPage name="privateChauffeur" />;
}
