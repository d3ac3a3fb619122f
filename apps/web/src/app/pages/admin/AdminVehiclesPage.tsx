import { AdminPage } from '../parts/AdminPage';

export default function AdminVehiclesPage() {
  return <AdminPage name="adminVehicles" />;
}
