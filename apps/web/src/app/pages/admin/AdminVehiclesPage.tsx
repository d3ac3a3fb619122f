import { AdminVehicles } from '../../../features/vehicles/AdminVehicles';
import { AdminPage } from '../parts/AdminPage';

export default function AdminVehiclesPage() {
  return (
    <AdminPage name="adminVehicles">
      <AdminVehicles />
    </AdminPage>
  );
}
