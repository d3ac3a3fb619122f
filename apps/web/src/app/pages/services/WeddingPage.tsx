import { ServicePage } from '../parts/ServicePage';

export default function WeddingPage() {
  return <ServicePage name="wedding" art="wedding" />;
}
