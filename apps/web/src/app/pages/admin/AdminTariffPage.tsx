import { AdminTariff } from '../../../features/tariff/admin/AdminTariff';
import { AdminPage } from '../parts/AdminPage';

export default function AdminTariffPage() {
  return (
    <AdminPage name="adminTariff">
      <AdminTariff />
    </AdminPage>
  );
}
