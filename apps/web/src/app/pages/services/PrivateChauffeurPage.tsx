import { ServicePage } from '../parts/ServicePage';

export default function PrivateChauffeurPage() {
  return <ServicePage name="privateChauffeur" art="chauffeur" />;
}
