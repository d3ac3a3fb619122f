import { AdminPage } from '../parts/AdminPage';

export default function AdminChauffeursPage() {
  return <AdminPage name="adminChauffeurs">{null}</AdminPage>;
}
