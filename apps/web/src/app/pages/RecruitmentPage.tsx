import { MarketingPage } from './parts/MarketingPage';

export default function RecruitmentPage() {
  return <MarketingPage name="recruitment" />;
}
