import { ServicePage } from '../parts/ServicePage';

export default function VipPage() {
  return <ServicePage name="vip" art="vip" />;
}
